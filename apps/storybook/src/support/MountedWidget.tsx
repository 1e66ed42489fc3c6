import type { Logger, LogLevel, WidgetContext, WidgetDefinition } from '@vitrine/widget-api';
import { logConfigWarnings, parseConfig } from '@vitrine/widget-api';
import { createTestContext } from '@vitrine/widget-api/testing';
import { useEffect, useRef, useState } from 'react';

export interface MountedWidgetProps<Config> {
  /** The widget's definition, exactly as its package registers it: its own `load()` and `mount` run. */
  definition: WidgetDefinition<Config>;
  /** The raw config, as a page's `data-vitrine-widget-config` would carry it. */
  rawConfig: unknown;
  /** Context fields on top of `createTestContext`'s (mode, locale, …). */
  context?: Partial<WidgetContext<Config>>;
  /** The element's class, so the story gets the site's frame around the widget. */
  className?: string;
  /** What the server renders inside the element for the widget to enhance (a form), put there before mount. */
  markup?: string;
  /**
   * The widget's whole element as the server renders it, its own attributes included (a gallery from
   * `@vitrine/widget-gallery/markup`): put in the story's box, and the widget mounts on it.
   */
  elementMarkup?: string;
  /** What the visitor does once the widget is mounted (open a location, …). */
  play?: (element: HTMLElement, signal: AbortSignal) => void | Promise<void>;
  /**
   * Runs before the widget mounts, to answer its network at the boundary (a `fetch` stand-in); what it returns
   * runs after the widget unmounted.
   */
  network?: () => () => void;
}

type LogLine = [level: string, message: string];

/**
 * The one story harness (docs/widget-api.md "Stories"): every widget's stories mount it through its definition,
 * exactly as the host does, so a story shows what a page would (its lazily loaded code, its schema, its logs).
 *
 * Mounts a widget the way the host does: the raw config through the definition's schema (a refused config is
 * not mounted: the problems show instead), then the definition's lazily loaded `mount` on an element, with a
 * context whose logger is shown under the widget, so a story can show what the widget logged (the map helper's
 * messages, skipped locations). The signal aborts and the cleanup runs when the story changes or unmounts.
 */
export function MountedWidget<Config>({
  definition,
  rawConfig,
  context,
  className,
  markup,
  elementMarkup,
  play,
  network,
}: MountedWidgetProps<Config>) {
  const host = useRef<HTMLDivElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [lines, setLines] = useState<LogLine[]>([]);
  useEffect(() => {
    const box = host.current;
    if (!box) return;
    box.innerHTML = elementMarkup ?? markup ?? '';
    const element = elementMarkup ? (box.firstElementChild as HTMLElement | null) : box;
    if (!element) return;
    const unmounted = new AbortController();
    const restoreNetwork = network?.();
    const lines: LogLine[] = [];
    const at =
      (level: LogLevel) =>
      (message: string): void => {
        lines.push([level, message]);
        if (!unmounted.signal.aborted) setLines([...lines]);
      };
    const logger: Logger = {
      trace: at('trace'),
      debug: at('debug'),
      info: at('info'),
      warn: at('warn'),
      error: at('error'),
    };
    setProblems([]);
    setLines([]);
    let cleanup: (() => void) | undefined;
    void (async () => {
      const parsed = await parseConfig(definition.configSchema, asPageJson(rawConfig));
      if (unmounted.signal.aborted) return;
      if (!parsed.ok) {
        setProblems(parsed.problems);
        return;
      }
      logConfigWarnings(logger, parsed.warnings);
      const { mount } = await definition.load();
      if (unmounted.signal.aborted) return;
      const widgetContext = createTestContext<Config>(parsed.config, {
        logger,
        signal: unmounted.signal,
        ...context,
      });
      cleanup = mount(element, widgetContext) ?? undefined;
      await play?.(element, unmounted.signal);
    })().catch((error: unknown) => {
      if (!unmounted.signal.aborted) logger.error('the story could not mount the widget', error);
    });
    return () => {
      unmounted.abort();
      cleanup?.();
      restoreNetwork?.();
    };
  }, [definition, rawConfig, context, markup, elementMarkup, play, network]);

  return (
    <>
      {problems.length > 0 ? <ConfigProblems problems={problems} /> : null}
      <div ref={host} className={className} />
      {lines.length > 0 ? (
        <section className="sb-widget-log" aria-label="What the widget logged">
          <p className="sb-widget-log__title">
            What the widget logged (the host sends it to the site's log):
          </p>
          <ul>
            {lines.map(([level, message], index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same line may be logged twice.
              <li key={index}>
                <code>
                  {level}: {message}
                </code>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** Resolves with the first element under `root` matching `selector`, as soon as it is there. */
export function whenPresent(root: HTMLElement, selector: string, signal: AbortSignal): Promise<HTMLElement> {
  return new Promise((resolve, reject) => {
    const found = () => root.querySelector<HTMLElement>(selector);
    const now = found();
    if (now) {
      resolve(now);
      return;
    }
    const observer = new MutationObserver(() => {
      const element = found();
      if (!element) return;
      observer.disconnect();
      resolve(element);
    });
    observer.observe(root, { childList: true, subtree: true });
    signal.addEventListener(
      'abort',
      () => {
        observer.disconnect();
        reject(signal.reason);
      },
      { once: true },
    );
  });
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
