import type { WidgetContext } from './context';
import { widgetSelector } from './markup';
import type { InferOutput, StandardSchemaV1 } from './schema';
import { isValidVersion } from './semver';

/** Undoes everything a mount did. Core also aborts `context.signal`, so a mount may return nothing. */
export type WidgetCleanup = () => void;

export type WidgetMount<Config> = (
  element: HTMLElement,
  context: WidgetContext<Config>,
) => // biome-ignore lint/suspicious/noConfusingVoidType: a mount with nothing to undo may simply not return.
WidgetCleanup | void;

/** What a widget's lazily imported module provides. */
export interface WidgetModule<Config> {
  mount: WidgetMount<Config>;
}

export interface WidgetDefinitionInput<Schema extends StandardSchemaV1> {
  /** Unique on a site: `opening-hours`, `acme-countdown`. Lowercase letters, digits and dashes. */
  name: string;
  /** The widget's own version (semver). */
  version: string;
  /** The range of runtime-core versions it works with: `^0.1.0`, `>=1.2 <3`. */
  requires: string;
  /** The elements it claims; default `[data-vitrine-widget="<name>"]`. */
  selector?: string;
  /** Checks the element's config; its output is `context.config`. */
  configSchema: Schema;
  /** Imports the mount code: called the first time an element of the widget is started, never before. */
  load(): Promise<WidgetModule<InferOutput<Schema>>>;
}

/** A checked widget definition, ready to register. */
export interface WidgetDefinition<Config = unknown> {
  readonly name: string;
  readonly version: string;
  readonly requires: string;
  readonly selector: string;
  readonly configSchema: StandardSchemaV1<unknown, Config>;
  load(): Promise<WidgetModule<Config>>;
}

/**
 * Any widget's definition, whatever its config: what registering takes, so definitions of different widgets can
 * be registered from one array. A definition's config type is both produced (its schema) and consumed (its
 * mount), so no narrower type accepts every one.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above; core checks a definition's shape at run time
export type AnyWidgetDefinition = WidgetDefinition<any> | WidgetDefinition<never>;

const NAME = /^[a-z][a-z0-9-]*$/;

export class WidgetDefinitionError extends Error {
  override readonly name = 'WidgetDefinitionError';
}

/**
 * Describes a widget. Throws `WidgetDefinitionError` on a definition that could never work (bad name or
 * version), so an author finds out when the module first runs rather than on a visitor's page.
 */
export function defineWidget<Schema extends StandardSchemaV1>(
  input: WidgetDefinitionInput<Schema>,
): WidgetDefinition<InferOutput<Schema>> {
  if (!NAME.test(input.name))
    throw new WidgetDefinitionError(
      `Widget name "${input.name}" must be lowercase letters, digits and dashes, starting with a letter`,
    );
  if (!isValidVersion(input.version))
    throw new WidgetDefinitionError(`Widget "${input.name}" has an invalid version "${input.version}"`);
  if (typeof input.requires !== 'string' || input.requires.trim() === '')
    throw new WidgetDefinitionError(`Widget "${input.name}" must say which core it requires`);
  const selector = input.selector?.trim() || widgetSelector(input.name);
  return Object.freeze({
    name: input.name,
    version: input.version,
    requires: input.requires,
    selector,
    configSchema: input.configSchema as StandardSchemaV1<unknown, InferOutput<Schema>>,
    load: () => input.load(),
  });
}
