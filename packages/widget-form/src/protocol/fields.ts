/**
 * The contact form's wire format (widgets spec §3 "Contact form fields"): every visitor field is named
 * `dmform-NN`, with hidden `label-dmform-NN` and `type-dmform-NN` beside it; `form_id` and `form_title` say
 * which form it is. Integration hidden fields travel through untouched.
 */
export const FIELD_NAME_PATTERN = /^dmform-\d+$/;
export const labelFieldOf = (name: string): string => `label-${name}`;
export const typeFieldOf = (name: string): string => `type-${name}`;
export const FORM_ID_FIELD = 'form_id';
export const FORM_TITLE_FIELD = 'form_title';

/** Hidden fields the form's integrations read on the server; the browser posts them as rendered. */
export const INTEGRATION_FIELDS = [
  'integration_spreadsheet',
  'integration_mailing_list',
  'integration_mailing_list_2',
  'integration_webhook',
] as const;

/** The `type-dmform-NN` values: the four named kinds, or the input's own type. */
export const FIELD_TYPES = [
  'message',
  'date',
  'dropdown',
  'file',
  'text',
  'email',
  'tel',
  'number',
  'url',
  'time',
  'checkbox',
  'radio',
  'optin',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const isFieldType = (value: unknown): value is FieldType =>
  typeof value === 'string' && (FIELD_TYPES as readonly string[]).includes(value);

/**
 * A file picked through the file picker service rather than from the computer (widgets spec §5: "sources are
 * computer, a file-hosting service, a cloud drive and a mail service"). The service keeps the bytes; the form
 * posts the address it gave instead of a multipart file, with what it said about the file beside it:
 *
 *   dmform-NN           the file's address (https, on the service's CDN: see `hosted-file.ts`)
 *   filename-dmform-NN  its name
 *   filesize-dmform-NN  its size in bytes, as the service measured it
 *   filetype-dmform-NN  its MIME type, as the service detected it
 *
 * A server checks these as declared, with the same rules as an uploaded file; it never fetches the address.
 */
export const hostedFileNameFieldOf = (name: string): string => `filename-${name}`;
export const hostedFileSizeFieldOf = (name: string): string => `filesize-${name}`;
export const hostedFileTypeFieldOf = (name: string): string => `filetype-${name}`;

/** Widgets spec §5 and §9: one file of at most 10485760 bytes, of one of these top-level types. */
export const MAX_UPLOAD_BYTES = 10_485_760;
export const ALLOWED_UPLOAD_TYPES = ['image', 'text', 'application', 'audio', 'video'] as const;

/** Where the form posts (widgets spec §7). */
export const contactFormEndpoint = (siteAlias: string, hiddenCaptcha: boolean): string =>
  `/_dm/s/rt/api/public/rt/site/${encodeURIComponent(siteAlias)}/contactForm?hiddenCaptcha=${hiddenCaptcha}`;
export const LEGACY_FORM_ENDPOINT = '/_dm/s/rt/widgets/dmform.submit.jsp';

/**
 * Exactly once: the form sends a key it made for the submission (`Idempotency-Key`, as HTTP APIs name it) and
 * sends the same key when the visitor retries; a server that stored the first attempt answers the retry as it
 * answered the first, and stores nothing more. URL-safe, 16 to 128 characters.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
