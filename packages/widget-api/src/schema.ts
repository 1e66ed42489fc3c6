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
  | { readonly value: Output; readonly issues?: undefined }
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
  | { readonly ok: true; readonly config: Output }
  | { readonly ok: false; readonly problems: string[] };

/** Validates raw config with a widget's schema; issues come back as readable `path: message` lines. */
export async function parseConfig<Output>(
  schema: StandardSchemaV1<unknown, Output>,
  raw: unknown,
): Promise<ConfigParseResult<Output>> {
  const result = await schema['~standard'].validate(raw);
  if (result.issues === undefined) return { ok: true, config: result.value };
  return {
    ok: false,
    problems: result.issues.map((issue) => {
      const path = (issue.path ?? [])
        .map((segment) => String(typeof segment === 'object' ? segment.key : segment))
        .join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    }),
  };
}
