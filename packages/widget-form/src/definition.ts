import { defineWidget } from '@vitrine/widget-api';
import { contactFormConfig } from './config';

export const contactFormWidget = defineWidget({
  name: 'contact-form',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: contactFormConfig,
  load: () => import('./mount'),
});
