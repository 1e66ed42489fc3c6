// The page JSON's checker for the browser: the same contract as `pageResponseSchema` (page-response.ts), written
// out by hand because the navigation engine runs it on every page answer and every stored cache entry, and zod
// there costs the first click two round trips (its chunk, then zod's) and the schemas' compile before the page
// can show (1.37× Turbo's first click, bench/side-by-side.mjs). The zod schemas stay the contract servers check
// themselves against; check-page.test.ts proves the two agree on every field.
import type { PageContent, PageResponse } from './page-response';

type Check = (value: unknown) => boolean;

const isText: Check = (value) => value === undefined || value === null || typeof value === 'string';
const isOptionalBoolean: Check = (value) => value === undefined || typeof value === 'boolean';
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStrings = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');
const isCustomWidgetJs: Check = (value) =>
  isObject(value) &&
  typeof value.widgetId === 'string' &&
  typeof value.js === 'string' &&
  (value.version === undefined || typeof value.version === 'string') &&
  (value.url === undefined || typeof value.url === 'string');

/** Fields whose value is free (`unknown` in the schema) are not listed: any value passes. */
const CONTENT_FIELDS: Readonly<Record<string, Check>> = {
  title: isText,
  headsection: isText,
  content: isText,
  css: isText,
  devicecss: isText,
  customwidgetcss: isText,
  additionalWidgetCss: isText,
  pageFontSizeStyle: isText,
  flexsectionsstyles: isText,
  cssLink: (value) => isText(value) || isStrings(value),
  isHomePage: isOptionalBoolean,
  parameters: (value) => value === undefined || value === null || isObject(value),
  insite_scripts: isText,
  url_redirect: isText,
  alias: isText,
  classic_link: isText,
  sidebarPosition: isText,
  customwidgetjs: (value) =>
    value === undefined || value === null || (Array.isArray(value) && value.every(isCustomWidgetJs)),
  uuid: isText,
  pageID: (value) =>
    value === undefined ||
    value === null ||
    typeof value === 'string' ||
    (typeof value === 'number' && Number.isFinite(value)),
  passwordProtected: isOptionalBoolean,
};

const RESPONSE_FIELDS: Readonly<Record<string, Check>> = {
  ...CONTENT_FIELDS,
  status: isText,
  error_message: isText,
  redirect: isText,
  pageAlias: isText,
};

export type PageCheck<T> = { success: true; data: T } | { success: false; error: string };

function checkFields<T>(value: unknown, fields: Readonly<Record<string, Check>>): PageCheck<T> {
  if (!isObject(value)) return { success: false, error: 'not an object' };
  for (const name in fields) {
    const check = fields[name] as Check;
    if (!check(value[name])) return { success: false, error: `${name} has the wrong type` };
  }
  // Unknown fields pass through, as the schema's: servers may add fields before clients know them.
  return { success: true, data: value as T };
}

/** A page's content (core spec §3 "Page content from the server"), as `pageContentSchema` checks it. */
export const checkPageContent = (value: unknown): PageCheck<PageContent> =>
  checkFields(value, CONTENT_FIELDS);

/** The answer to a page request (spec §3 "AJAX response"), as `pageResponseSchema` checks it. */
export const checkPageResponse = (value: unknown): PageCheck<PageResponse> =>
  checkFields(value, RESPONSE_FIELDS);
