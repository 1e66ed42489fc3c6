export type { WidgetMarkup } from '@vitrine/widget-api';
export { ABOVE_FOLD_ATTRIBUTE, widgetAttributes } from '@vitrine/widget-api';
export { encodeBase64Json } from '../util/base64';
export type { MarkupAttributeName } from './attributes';
export { CUSTOM_WIDGET_SELECTOR, MarkupAttribute, POPUP_LINK_TYPE, RUN_ONCE, WOW_CLASS } from './attributes';
export { canonicalUrl } from './canonical-url';
export type { ChromeFeatureName } from './chrome';
export { ChromeAttribute, ChromeFeature } from './chrome';
export { CUSTOM_WIDGET_GLOBAL, customWidgetJsEntry, customWidgetScript } from './custom-widgets';
export type { EntranceAnimationMarkup, EntranceAnimationName, ScrollResponderMarkup } from './effects';
export {
  ENTRANCE_ANIMATIONS,
  entranceAnimationAttributes,
  scrollResponderAttributes,
} from './effects';
export type { CdnLocation, ImportMap } from './import-map';
export { cdnFileUrl, cdnFolderOf, cdnModuleUrl, importMap, SHARED_VENDOR_FILES } from './import-map';
export type { MiniHeaderMarkup } from './mini-header';
export { MiniHeaderAttribute, miniHeaderAttributes } from './mini-header';
export { NAV_SECTION_ATTRIBUTE } from './navigation';
export type { PopupLinkMarkup } from './popups';
export { popupLinkAttributes } from './popups';
export type {
  CdnBuild,
  ModuleGraph,
  ModuleGraphFile,
  PreloadHint,
  WidgetPreloadOptions,
  WidgetsInMarkup,
} from './preload-hints';
export {
  MODULE_GRAPH_FILE,
  preloadHintsHtml,
  widgetPreloadHints,
  widgetsInMarkup,
} from './preload-hints';
export type { ImageWidthsMarkup, NavItem, ServerInstructionMarkup, SiteParams } from './site-params';
export { decodeNavItems, encodeNavItems, serializeSiteParams, sitePagePath } from './site-params';
