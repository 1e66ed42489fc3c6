import { reactMount } from '@vitrine/widget-api/react';
import { PushButton } from './PushButton';

export const mount = reactMount(PushButton);
