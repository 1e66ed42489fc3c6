export type { ConsentChoice } from './consent';
export { CONSENT_COOKIE, CONSENT_EVENT, consent } from './consent';
export type {
  CollectionsService,
  NavigationService,
  PopupOptions,
  PopupService,
  WidgetContext,
  WidgetEvents,
} from './context';
export type { CookieOptions } from './cookies';
export { COOKIE_PREFIX, prefixedCookieName, readCookie, removeCookie, writeCookie } from './cookies';
export type {
  AnyWidgetDefinition,
  WidgetCleanup,
  WidgetDefinition,
  WidgetDefinitionInput,
  WidgetModule,
  WidgetMount,
} from './define-widget';
export { defineWidget, WidgetDefinitionError } from './define-widget';
// The browser primitives (also alone on `/dom`): widget modules on a CDN page import them from here, the one
// widget-api module the page's import map names.
export type {
  ClaimedQueue,
  FocusTrap,
  FocusTrapOptions,
  MiniHeaderHeights,
  ReachOptions,
  StickyHeaderElement,
} from './dom';
export {
  animateIfMotionAllowed,
  claimQueue,
  focusableWithin,
  keepTabInside,
  loadOnce,
  loadOncePerKey,
  prefersReducedMotion,
  pushToQueue,
  STICKY_HEADER_ATTRIBUTE,
  stickyHeaderOffset,
  trapFocus,
  watchReducedMotion,
  watchVisibility,
  whenReached,
} from './dom';
export type {
  AccountRole,
  BillingPeriod,
  Environment,
  Plan,
  SaveState,
  SitePublishState,
  UserStatus,
} from './enumerations';
export {
  ACCOUNT_ROLES,
  BILLING_PERIODS,
  CONDITION_OPERATORS,
  ConditionOperator,
  DEVICE_TYPES,
  ENVIRONMENTS,
  isOneOf,
  PLANS,
  SAVE_STATES,
  SITE_PUBLISH_STATES,
  USER_STATUSES,
} from './enumerations';
export type { Device, Mode } from './environment';
export { DEVICES, isDevice, isMode, MODES } from './environment';
export type { WriteHashOptions } from './hash-history';
export { readHash, writeHash } from './hash-history';
export type { Logger, LogLevel } from './logger';
export { consoleLogger, LOG_LEVELS } from './logger';
export type { WidgetMarkup } from './markup';
export { ABOVE_FOLD_ATTRIBUTE, WidgetAttribute, widgetAttributes, widgetSelector } from './markup';
export type { LinkTypeName, PageInfo } from './page';
export { LinkType } from './page';
export { API_ORIGIN_META, isSiteUrl, platformUrl } from './platform-url';
export type { PublicEventName } from './public-events';
export { PUBLIC_EVENTS } from './public-events';
export type { ClaimedWidgetQueue, WidgetQueue } from './registration';
export { registerWidget, WIDGET_QUEUE_GLOBAL } from './registration';
export { describeWait, retryAfterMs } from './retry-after';
export type {
  ConfigParseResult,
  InferOutput,
  StandardSchemaIssue,
  StandardSchemaResult,
  StandardSchemaV1,
} from './schema';
export { configReader, lazySchema, lenient, logConfigWarnings, parseConfig } from './schema';
export { isValidVersion, satisfies } from './semver';
export type {
  DrawMapOptions,
  DrawnMap,
  GeoCallOptions,
  GeoResult,
  GeoService,
  GeoServiceDefinition,
  GeoServiceOptions,
  ServiceDefinition,
  ServiceQueue,
  SiteMapSettings,
} from './services';
export { registerService, SERVICE_QUEUE_GLOBAL } from './services';
export { injectStyleOnce } from './styles';
export * from './third-party';
export type {
  ThirdPartyContent,
  ThirdPartyFacadeChoice,
  ThirdPartyFacadeOptions,
  ThirdPartyFacadeTexts,
} from './third-party-facade';
export { THIRD_PARTY_FACADE_TEXTS, thirdPartyFacade } from './third-party-facade';
