export { detectMode } from './config/mode';
export type { SiteConfig } from './config/site-config';
export { DEFAULT_CACHE_SIZE, MAX_CACHE_SIZE, readSiteConfig, resolveSiteConfig } from './config/site-config';
export { createRuntime } from './create-runtime';
export type { ScrollResponder, ScrollResponderOptions } from './effects/scroll-responder';
export { createScrollResponder, ScrollResponderError } from './effects/scroll-responder';
export type {
  BeforeNavigateEvent,
  LoadErrorEvent,
  LoadErrorReason,
  NavigationEvents,
  NavigationTrigger,
  Page,
  PageLoadEvent,
  PageRefreshEvent,
  PopupContentEvent,
} from './events/navigation-events';
export type { PublicEvents } from './events/public-events';
export type { BrowserReason, LinkDecision } from './navigation/link-eligibility';
export { decideLink, decideLinkClick } from './navigation/link-eligibility';
export { pageKey, urlIdentifier } from './navigation/page-url';
export type { PopupOptions, PopupRequest } from './overlays/popup';
export {
  DEFAULT_POPUP_SIZE,
  PASSWORD_POPUP_GROWS_UP_TO_WIDTH,
  PASSWORD_POPUP_SIZE,
  POPUP_MARGIN_PX,
  popupSize,
} from './overlays/popup-size';
export type { Runtime, RuntimeOptions, WidgetHostHandle } from './runtime';
export type {
  ApiClient,
  ApiData,
  ApiResult,
  ChunkLoader,
  CollectionOperator,
  CollectionQuery,
  CollectionQueryResult,
  CollectionsService,
  IdleDeadlineLike,
  Logger,
  RuntimeAppModule,
  Services,
  ServicesOptions,
  SortDirection,
  StyleProperties,
  WaitUntilOptions,
} from './services/index';
export { CORE_VERSION } from './version';
export type { WidgetState } from './widgets/widget-host';
export { WidgetSelectorConflictError } from './widgets/widget-host';
