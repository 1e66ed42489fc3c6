export type { ReactMountOptions, WidgetProps } from './react-mount';
export { reactMount } from './react-mount';
export type { ThirdPartyFacadeProps } from './third-party-facade';
export { ThirdPartyFacade } from './third-party-facade';
export { useWidgetStyle } from './use-widget-style';
export { WidgetErrorBoundary } from './WidgetErrorBoundary';
