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
