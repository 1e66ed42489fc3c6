import { reactMount } from '@vitrine/widget-api/react';
import { InlineMap } from './InlineMap';

export const mount = reactMount(InlineMap);
