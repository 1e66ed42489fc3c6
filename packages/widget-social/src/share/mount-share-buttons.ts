import { reactMount } from '@vitrine/widget-api/react';
import { ShareButtons } from './ShareButtons';

export const mount = reactMount(ShareButtons);
