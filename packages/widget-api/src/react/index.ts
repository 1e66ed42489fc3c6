export type { ReactMountOptions, WidgetProps } from './react-mount';
export { reactMount } from './react-mount';
export { useWidgetStyle } from './use-widget-style';
export { WidgetErrorBoundary } from './WidgetErrorBoundary';
