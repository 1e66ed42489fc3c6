import { reactMount } from '@vitrine/widget-api/react';
import { VideoPlayer } from './VideoPlayer';

export const mount = reactMount(VideoPlayer);

// The schema travels in this chunk: the host asks for it and for the mount at once, and gets both in one file.
export { videoPlayerConfig } from './config';
