import { reactMount } from '@vitrine/widget-api/react';
import { ShareButtons } from './ShareButtons';

export const mount = reactMount(ShareButtons);

// The schema travels in this chunk: the host asks for it and for the mount at once, and gets both in one file.
export { shareButtonsConfig } from './config';
