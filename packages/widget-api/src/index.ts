export type { Device, Mode } from './environment';
export { DEVICES, isDevice, isMode, MODES } from './environment';
export type { LinkTypeName, PageInfo } from './page';
export { LinkType } from './page';
export type { PublicEventName } from './public-events';
export { PUBLIC_EVENTS } from './public-events';
