export type { CalendarDate, ClockTime, DateFormat, TimeFormat } from './datetime';
export {
  DATE_FORMAT_HINTS,
  DATE_FORMATS,
  DATE_PICKER_FIRST_YEAR,
  DATE_PICKER_YEARS_AHEAD,
  DEFAULT_DATE_FORMAT,
  DEFAULT_TIME_FORMAT,
  daysInMonth,
  formatDate,
  formatTime,
  isDateFormat,
  isTimeFormat,
  parseDate,
  parseTime,
  TIME_FORMAT_HINTS,
  TIME_FORMATS,
  TIME_PICKER_STEP_MINUTES,
  timesOfDay,
} from './datetime';
export type { EmailAddressProblem } from './email-address';
export {
  emailAddressProblem,
  isEmailAddress,
  MAX_DOMAIN_LABEL_OCTETS,
  MAX_DOMAIN_OCTETS,
  MAX_EMAIL_ADDRESS_OCTETS,
  MAX_EMAIL_LOCAL_PART_OCTETS,
} from './email-address';
export type { FieldType } from './fields';
export {
  ALLOWED_UPLOAD_TYPES,
  contactFormEndpoint,
  FIELD_NAME_PATTERN,
  FIELD_TYPES,
  FORM_ID_FIELD,
  FORM_TITLE_FIELD,
  hostedFileNameFieldOf,
  hostedFileSizeFieldOf,
  hostedFileTypeFieldOf,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  INTEGRATION_FIELDS,
  isFieldType,
  LEGACY_FORM_ENDPOINT,
  labelFieldOf,
  MAX_UPLOAD_BYTES,
  typeFieldOf,
} from './fields';
export type { HostedFile } from './hosted-file';
export { HOSTED_FILE_HOSTS, hostedFileUrlProblem, readHostedFile } from './hosted-file';
export type { FieldProblem, FieldValue, PickedFile } from './rules';
export { checkField, checkUpload, DEFAULT_FIELD_MESSAGES } from './rules';
export type { ParsedSubmission, SubmittedField } from './submission';
export { parseSubmission } from './submission';
