import { reactMount } from '@vitrine/widget-api/react';
import { OpenTableButton } from './OpenTableButton';

export const mount = reactMount(OpenTableButton);

// The schema travels in this chunk: the host asks for it and for the mount at once, and gets both in one file.
export { openTableConfig } from './config';
