import { reactMount } from '@vitrine/widget-api/react';
import { PushButton } from './PushButton';

export const mount = reactMount(PushButton);

// The schema travels in this chunk: the host asks for it and for the mount at once, and gets both in one file.
export { pushButtonConfig } from './config';
