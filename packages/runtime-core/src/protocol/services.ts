import * as z from 'zod/mini';

/** Client log levels (spec §3 "Log entry"), least to most severe. */
export const LOG_LEVELS = ['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The longest `log` text a server must accept; the client cuts longer messages to this length. */
export const MAX_LOG_TEXT_LENGTH = 2_000;
/** The most entries one `POST /_dm/s/rt/actions/logs` may carry (a batch limit of 199 plus its warning). */
export const MAX_LOG_ENTRIES = 200;

/** One entry of `POST /_dm/s/rt/actions/logs`. */
export const logEntrySchema = z.object({
  priority: z.enum(LOG_LEVELS),
  log: z.string().check(z.maxLength(MAX_LOG_TEXT_LENGTH)),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

/** The body of `POST /_dm/s/rt/actions/logs` (spec §7: a logs array of entries). */
export const logsRequestSchema = z.object({
  logs: z.array(logEntrySchema).check(z.minLength(1), z.maxLength(MAX_LOG_ENTRIES)),
});
export type LogsRequest = z.infer<typeof logsRequestSchema>;

/** The answer of `GET /_dm/s/rt/actions/sites/{siteName}/collections/{collectionName}`: a JSON string. */
export const collectionResponseSchema = z.looseObject({ value: z.string() });
export type CollectionResponse = z.infer<typeof collectionResponseSchema>;

/**
 * One row of a collection's parsed value, as the collections query chain reads it: the row's fields under
 * `data`, and the URL of the row's own page when the site has one.
 */
export const collectionRowSchema = z.looseObject({
  data: z.record(z.string(), z.unknown()),
  page_item_url: z.optional(z.nullable(z.string())),
});
export type CollectionRow = z.infer<typeof collectionRowSchema>;

/** The body of `POST /api/uis/flags/notify`: the list of feature flag names (spec §7). */
export const flagsNotifyRequestSchema = z
  .array(z.string().check(z.minLength(1), z.maxLength(200)))
  .check(z.minLength(1), z.maxLength(500));
export type FlagsNotifyRequest = z.infer<typeof flagsNotifyRequestSchema>;
