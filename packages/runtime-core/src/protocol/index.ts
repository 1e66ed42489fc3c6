export type { ExtensionRequest, ExtensionToRender } from './extensions';
export {
  EXTENSION_PATH,
  extensionRequestSchema,
  extensionToRenderSchema,
  MAX_EXTENSION_REQUEST_BYTES,
} from './extensions';
export type { PageAuthRequest, PageAuthResponse } from './page-auth';
export {
  PASSWORD_POPUP_PATH,
  pageAuthErrorSchema,
  pageAuthPath,
  pageAuthRequestSchema,
  pageAuthResponseSchema,
  UNAUTHORIZED_ERROR_CODE,
} from './page-auth';
export type { CustomWidgetJs, PageContent, PageCssField, PageResponse } from './page-response';
export {
  AJAX_CALL_PARAM,
  customWidgetJsSchema,
  NOT_FOUND_ALIASES,
  PAGE_CSS_FIELDS,
  PASSWORD_STATUS,
  pageContentSchema,
  pageResponseSchema,
} from './page-response';
export type {
  CollectionResponse,
  CollectionRow,
  FlagsNotifyRequest,
  LogEntry,
  LogLevel,
  LogsRequest,
} from './services';
export {
  collectionResponseSchema,
  collectionRowSchema,
  flagsNotifyRequestSchema,
  LOG_LEVELS,
  logEntrySchema,
  logsRequestSchema,
  MAX_LOG_ENTRIES,
  MAX_LOG_TEXT_LENGTH,
} from './services';
