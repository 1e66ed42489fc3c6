export type { ReactMountOptions, WidgetProps } from './react-mount';
export { reactMount } from './react-mount';
export { WidgetErrorBoundary } from './WidgetErrorBoundary';
