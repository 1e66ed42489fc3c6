import { reactMount } from '@vitrine/widget-api/react';
import { OpenTableButton } from './OpenTableButton';

export const mount = reactMount(OpenTableButton);
