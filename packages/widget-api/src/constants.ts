// The plain values core's boot code needs from the contract, on their own subpath: a bundler that imports
// this instead of the package root never pulls the rest of widget-api (semver, schema checks) into the
// code every page downloads.
export type { Device, Mode } from './environment';
export { DEVICES, isDevice, isMode, MODES } from './environment';
export { ABOVE_FOLD_ATTRIBUTE, WidgetAttribute } from './markup';
export { LinkType } from './page';
export { PUBLIC_EVENTS } from './public-events';
export { SERVICE_QUEUE_GLOBAL, WIDGET_QUEUE_GLOBAL } from './queue-names';
