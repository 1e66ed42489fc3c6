import type { Logger } from './logger';

/**
 * The Standard Schema interface (standardschema.dev) that zod, `zod/mini`, valibot and arktype all
 * implement. Typing config schemas against it keeps this package free of any validation library: widgets
 * bring their own (`zod/mini` in browser code) and core calls `~standard.validate`.
 */
export interface StandardSchemaV1<Input = unknown, Output = Input> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (
      value: unknown,
    ) => StandardSchemaResult<Output> | Promise<StandardSchemaResult<Output>>;
    readonly types?: { readonly input: Input; readonly output: Output } | undefined;
  };
}

export type StandardSchemaResult<Output> =
  | {
      readonly value: Output;
      readonly issues?: undefined;
      /**
       * Vitrine's addition, which other Standard Schema users ignore: what a lenient schema fell back on
       * (`lenient`, `configReader`). The widget host logs each line (`logConfigWarnings`); the widget mounts.
       */
      readonly warnings?: readonly string[];
    }
  | { readonly issues: ReadonlyArray<StandardSchemaIssue> };

export interface StandardSchemaIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}

export type InferOutput<Schema extends StandardSchemaV1> = NonNullable<
  Schema['~standard']['types']
>['output'];

/**
 * A config schema whose code loads on first use, from the module that holds it: a definition written with it
 * pulls no validation library into a site's entry, so a page without the widget downloads none. Its type
 * comes from a type-only import, which bundles nothing:
 *
 * ```ts
 * configSchema: lazySchema<typeof import('./config').contactFormConfig>(() =>
 *   import('./config').then((module) => module.contactFormConfig)),
 * ```
 *
 * A schema that fails to load fails the element's start as a mount that fails to load does; the next try
 * imports it again.
 */
export function lazySchema<Schema extends StandardSchemaV1>(
  load: () => Promise<Schema>,
): StandardSchemaV1<unknown, InferOutput<Schema>> {
  let loading: Promise<Schema> | undefined;
  const loaded = () => {
    loading ??= load();
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  const standard: StandardSchemaV1<unknown, InferOutput<Schema>>['~standard'] = {
    version: 1,
    vendor: 'vitrine-lazy',
    validate: async (value) =>
      (await (await loaded())['~standard'].validate(value)) as StandardSchemaResult<InferOutput<Schema>>,
  };
  return { '~standard': standard };
}

export type ConfigParseResult<Output> =
  | { readonly ok: true; readonly config: Output; readonly warnings: readonly string[] }
  | { readonly ok: false; readonly problems: string[] };

/**
 * Validates raw config with a widget's schema; issues come back as readable `path: message` lines, and a
 * lenient schema's fallbacks as `warnings`.
 */
export async function parseConfig<Output>(
  schema: StandardSchemaV1<unknown, Output>,
  raw: unknown,
): Promise<ConfigParseResult<Output>> {
  const result = await schema['~standard'].validate(raw);
  if (result.issues === undefined) return { ok: true, config: result.value, warnings: result.warnings ?? [] };
  return {
    ok: false,
    problems: result.issues.map((issue) => {
      const path = pathLabel(keysOf(issue));
      return path ? `${path}: ${issue.message}` : issue.message;
    }),
  };
}

const keysOf = (issue: StandardSchemaIssue): PropertyKey[] =>
  (issue.path ?? []).map((segment) => (typeof segment === 'object' ? segment.key : segment));

/** `items[2].name`: where in a config a problem is. */
function pathLabel(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (label, key) =>
      typeof key === 'number' ? `${label}[${key}]` : label ? `${label}.${String(key)}` : String(key),
    '',
  );
}

/** The one format of a config's warnings in the console and the site's log: `config: {warning}`. */
export function logConfigWarnings(logger: Pick<Logger, 'warn'>, warnings: readonly string[]): void {
  for (const warning of warnings) logger.warn(`config: ${warning}`);
}

/**
 * A schema for config nothing but code can read (a gallery's numbers as text, clamped counts): `read` turns
 * any raw config into a usable one and calls `warn` for each thing it fell back on. It never refuses, so the
 * widget mounts; the host logs the warnings.
 */
export function configReader<Config>(
  read: (raw: unknown, warn: (warning: string) => void) => Config,
): StandardSchemaV1<unknown, Config> {
  return {
    '~standard': {
      version: 1,
      vendor: 'vitrine-config-reader',
      validate: (raw) => {
        const warnings: string[] = [];
        const value = read(raw, (warning) => warnings.push(warning));
        return { value, warnings };
      },
    },
  };
}

const IGNORED = Symbol('ignored');
/** Enough rounds for every field and list entry of a config a person wrote; past it, the config is refused. */
const MAX_ROUNDS = 200;

/**
 * Makes a schema lenient: what fails it is ignored, with a warning, and the schema's defaults take its place
 * (a field with a `_default` gets it, an optional one is left out, a bad list entry is skipped). Only what the
 * schema requires and cannot do without (a required field, the config not being an object) refuses it. So
 * the leniency is written in the schema itself: the default and the type of each field.
 *
 * A bad value inside a list skips that entry; a bad value anywhere else ignores the config's top-level field
 * it belongs to (a nested object is one setting).
 */
export function lenient<Schema extends StandardSchemaV1>(
  schema: Schema,
): StandardSchemaV1<unknown, InferOutput<Schema>>;
/**
 * …and `read` then finishes what a schema cannot say (names in any case, repeats dropped, entries a widget
 * cannot show), calling `warn` for what it leaves out: all of it the schema's work, logged by the host.
 */
export function lenient<Schema extends StandardSchemaV1, Config>(
  schema: Schema,
  read: (config: InferOutput<Schema>, warn: (warning: string) => void) => Config,
): StandardSchemaV1<unknown, Config>;
export function lenient<Schema extends StandardSchemaV1>(
  schema: Schema,
  read?: (config: InferOutput<Schema>, warn: (warning: string) => void) => unknown,
): StandardSchemaV1<unknown, unknown> {
  type Output = InferOutput<Schema>;
  return {
    '~standard': {
      version: 1,
      vendor: 'vitrine-lenient',
      validate: async (raw) => {
        const ignored: { path: PropertyKey[]; message: string }[] = [];
        let value = raw;
        for (let round = 0; round < MAX_ROUNDS; round += 1) {
          const result = (await schema['~standard'].validate(value)) as StandardSchemaResult<Output>;
          if (result.issues === undefined) {
            const warnings = ignored.map(({ path, message }) => {
              const outcome =
                typeof path.at(-1) === 'number'
                  ? 'it is skipped'
                  : fallbackOf((result.value as Record<PropertyKey, unknown>)?.[path[0] as PropertyKey]);
              return `${pathLabel(path)}: ${message}; ${outcome}`;
            });
            warnings.push(...(result.warnings ?? []));
            const value = read ? read(result.value, (warning) => warnings.push(warning)) : result.value;
            return { value, warnings };
          }
          let next = value;
          for (const issue of result.issues) {
            const path = ignorable(keysOf(issue));
            const again = ignored.some((earlier) => pathLabel(earlier.path) === pathLabel(path));
            // Nothing to ignore (the config itself is wrong), or a field the schema cannot do without.
            if (path.length === 0 || (again && typeof path.at(-1) !== 'number'))
              return { issues: result.issues };
            next = marked(next, path);
            ignored.push({ path, message: issue.message });
          }
          value = swept(next);
        }
        return { issues: [{ message: 'the config has too many problems to ignore' }] };
      },
    },
  };
}

/** The part of a config a bad value makes ignorable: the innermost list entry holding it, else its top-level field. */
function ignorable(path: PropertyKey[]): PropertyKey[] {
  for (let end = path.length; end > 0; end -= 1)
    if (typeof path[end - 1] === 'number') return path.slice(0, end);
  return path.slice(0, 1);
}

function fallbackOf(value: unknown): string {
  return value === undefined ? 'it is left out' : `${JSON.stringify(value)} is used`;
}

const isRecord = (value: unknown): value is Record<PropertyKey, unknown> =>
  typeof value === 'object' && value !== null;

/** A copy of `value` with IGNORED at `path`, sharing what it does not change. */
function marked(value: unknown, path: readonly PropertyKey[]): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return IGNORED;
  if (Array.isArray(value)) return value.map((item, index) => (index === key ? marked(item, rest) : item));
  if (isRecord(value)) return { ...value, [key]: marked(value[key], rest) };
  return value;
}

/** `value` without what was marked IGNORED: a field goes, a list entry goes and the list closes up. */
function swept(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== IGNORED).map(swept);
  if (isRecord(value))
    return Object.fromEntries(
      Object.entries(value).flatMap(([key, item]) => (item === IGNORED ? [] : [[key, swept(item)]])),
    );
  return value;
}
