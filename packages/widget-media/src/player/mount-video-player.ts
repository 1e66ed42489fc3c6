import { reactMount } from '@vitrine/widget-api/react';
import { VideoPlayer } from './VideoPlayer';

export const mount = reactMount(VideoPlayer);
