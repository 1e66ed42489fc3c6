import type { StandardSchemaV1, WidgetContext } from '@vitrine/widget-api';
import { parseConfig } from '@vitrine/widget-api';
import type { WidgetProps } from '@vitrine/widget-api/react';
import { WidgetErrorBoundary } from '@vitrine/widget-api/react';
import { createTestContext } from '@vitrine/widget-api/testing';
import type { ComponentType } from 'react';
import { useEffect, useState } from 'react';

export interface WidgetPreviewProps<Config> {
  /** The widget's config schema, exactly as its definition passes it to `defineWidget`. */
  schema: StandardSchemaV1<unknown, Config>;
  component: ComponentType<WidgetProps<Config>>;
  /** The raw config, as a page's `data-vitrine-widget-config` would carry it. */
  rawConfig: unknown;
  /** Context fields on top of `createTestContext`'s (device, mode, locale, …). */
  context?: Partial<WidgetContext<Config>>;
}

type Parsed<Config> =
  | { state: 'checking' }
  | { state: 'ok'; config: Config; signal: AbortSignal }
  | { state: 'refused'; problems: string[] };

/**
 * Renders a widget the way the host would: its raw config is checked with the widget's schema first; a config
 * the schema refuses is never mounted, and the problems the host would log are shown instead.
 */
export function WidgetPreview<Config>({
  schema,
  component: Widget,
  rawConfig,
  context,
}: WidgetPreviewProps<Config>) {
  const [parsed, setParsed] = useState<Parsed<Config>>({ state: 'checking' });
  useEffect(() => {
    // Each config gets a signal of its own, aborted when the config changes or the story unmounts, as the
    // host aborts a widget's signal when it unmounts.
    const mounted = new AbortController();
    setParsed({ state: 'checking' });
    void parseConfig(schema, asPageJson(rawConfig)).then((result) => {
      if (mounted.signal.aborted) return;
      setParsed(
        result.ok
          ? { state: 'ok', config: result.config, signal: mounted.signal }
          : { state: 'refused', problems: result.problems },
      );
    });
    return () => mounted.abort();
  }, [schema, rawConfig]);

  if (parsed.state === 'checking') return <p className="sb-widget-checking">Checking the config…</p>;
  if (parsed.state === 'refused') return <ConfigProblems problems={parsed.problems} />;
  const widgetContext = createTestContext(parsed.config, { signal: parsed.signal, ...context });
  return (
    <WidgetErrorBoundary
      logger={widgetContext.logger}
      fallback={<p role="alert">The widget failed to render.</p>}
    >
      <Widget config={widgetContext.config} context={widgetContext} />
    </WidgetErrorBoundary>
  );
}

/**
 * The config as the host reads it: from a JSON attribute. Storybook's channel turns strings shaped like
 * `2026-12-21T18:00:00Z` into Date objects on their way through the controls; JSON makes them strings again.
 */
export function asPageJson(raw: unknown): unknown {
  return raw === undefined ? undefined : JSON.parse(JSON.stringify(raw));
}

/** What the host logs for a refused config (`not mounted: its config is invalid (…)`), as a list. */
export function ConfigProblems({ problems }: { problems: string[] }) {
  return (
    <div className="sb-config-problems" role="alert">
      <p className="sb-config-problems__title">Not mounted: the host refuses this config.</p>
      <ul>
        {problems.map((problem, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same problem may be listed twice.
          <li key={index}>
            <code>{problem}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
