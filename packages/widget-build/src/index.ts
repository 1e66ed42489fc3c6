export type { PackageBuild } from './package-build';
export { packageBuild } from './package-build';
export { SHARED_ZOD_MINI_EXPORTS, sharedZodMiniPlugin } from './shared-zod-mini';
export type { BundledPackage } from './third-party-notices';
export { NOTICES_FILE } from './third-party-notices';
export { buildVendorModules, VENDOR_MODULES } from './vendor-modules';
export type { WidgetBuild } from './widget-build';
export { WIDGET_CDN_EXTERNAL, widgetBuild } from './widget-build';
