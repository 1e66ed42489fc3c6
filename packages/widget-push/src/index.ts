export type { PushButtonConfig } from './config';
export { pushButtonConfig } from './config';
export { pushButtonWidget } from './definition';
export { PushButton } from './PushButton';
export type { PushButtonView, PushState, UnsupportedDisplay } from './push-state';
export {
  pushButtonView,
  stateOf,
  UNSUPPORTED_DISPLAYS,
  unsupportedDisplay,
  vapidKeyBytes,
} from './push-state';
