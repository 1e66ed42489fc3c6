import type { Device } from '@vitrine/widget-api';
import { loadThirdPartyScript, THIRD_PARTY_PROVIDERS } from '@vitrine/widget-api/third-party';
import { CUSTOM_WIDGET_SELECTOR, MarkupAttribute } from '../markup/attributes';
import type { CustomWidgetSources } from '../markup/custom-widgets';
import { CUSTOM_WIDGET_GLOBAL, customWidgetScript } from '../markup/custom-widgets';
import { scriptsSettled } from '../navigation/script-runner';
import type { CustomWidgetJs } from '../protocol/page-response';
import { decodeBase64, decodeBase64Json } from '../util/base64';
import { startWhenReached } from '../widgets/start-when-reached';

/** What a custom widget's function receives as `data` (widgets spec §3 "Custom widget"). */
export interface CustomWidgetData {
  config: Record<string, unknown>;
  device: Device;
  inEditor: boolean;
  page: string;
  elementId: string;
  siteId: string;
  locale: string;
  accountId: string | undefined;
  widgetId: string;
  widgetVersion: string;
  /** The collections named by the element's `data-binding`, by name. */
  collections: Record<string, unknown>;
  /** This widget's entry of the page's `customwidgetstrings`. */
  strings: Record<string, unknown>;
}

export type CustomWidgetFunction = (element: HTMLElement, data: CustomWidgetData, api: unknown) => void;

export interface CustomWidgetsOptions {
  win: Window;
  doc: Document;
  /** `window.dmAPI`, the widget function's third argument. */
  api: unknown;
  context: () => {
    device: Device;
    inEditor: boolean;
    page: string;
    siteId: string;
    locale: string;
    accountId: string | undefined;
  };
  /** Where our jQuery bundle is: loaded before the first custom widget runs, and only then. */
  jqueryUrl: string | undefined;
  /** Loads a site collection for `data-binding`. */
  loadCollection?: (name: string) => Promise<unknown>;
  /** Sends a failure to the platform's client log (the console has it already). */
  reportError?: (message: string, error: unknown) => void;
  /** Runs a classic script; replaced in unit tests, where jsdom does not run scripts. */
  loadScript?: (doc: Document, src: string) => Promise<void>;
}

/** The site's own widget code and our jQuery: the page is built from them, so they never wait for consent. */
const loadSiteScript = (doc: Document, src: string): Promise<void> =>
  loadThirdPartyScript(doc, src, { provider: THIRD_PARTY_PROVIDERS.sitePlatform, name: `the script ${src}` });

const keyOf = (widgetId: string, version: string): string => `${widgetId}@${version}`;

/**
 * Runs custom widgets (widgets spec §3, §8): each element with `data-widget-id` runs its widget's function
 * once, when the visitor reaches it (core-runtime spec §4), with its decoded config, after jQuery is on the page. The code never goes through `eval`: it is a
 * script element, from the entry's `url` when the server hosts it (works under a strict CSP) or from a blob
 * made of the base64 `js` (needs `blob:` in `script-src`). A widget whose code is missing or throws is logged
 * to the console; the page and the other widgets carry on.
 */
export class CustomWidgets {
  readonly #options: CustomWidgetsOptions;
  readonly #sources = new Map<string, CustomWidgetJs>();
  #strings: Record<string, unknown> = {};
  readonly #definitions = new Map<string, CustomWidgetFunction>();
  readonly #loading = new Map<string, Promise<void>>();
  readonly #started = new WeakSet<Element>();
  /** Elements waiting for the visitor to reach them, with the function that stops waiting. */
  readonly #waiting = new Map<Element, () => void>();
  #jquery: Promise<void> | undefined;

  constructor(options: CustomWidgetsOptions) {
    this.#options = options;
    const global = options.win as unknown as Record<string, unknown>;
    const existing = global[CUSTOM_WIDGET_GLOBAL] as { define?: unknown } | undefined;
    if (!existing || typeof existing.define !== 'function') {
      global[CUSTOM_WIDGET_GLOBAL] = {
        define: (id: unknown, version: unknown, fn: unknown) => this.define(id, version, fn),
      };
    }
  }

  /** Called by the widget's code once it runs. A second definition (code that runs twice) replaces the first. */
  define(widgetId: unknown, version: unknown, fn: unknown): void {
    if (typeof widgetId !== 'string' || typeof fn !== 'function') {
      console.error('[vitrine] a custom widget registered without an id or a function');
      return;
    }
    const key = keyOf(widgetId, typeof version === 'string' ? version : '');
    this.#definitions.set(key, fn as CustomWidgetFunction);
  }

  /** The page's `customwidgetjs` and `customwidgetstrings` (first document, or the page just loaded). */
  setSources({ customwidgetjs, customwidgetstrings }: CustomWidgetSources): void {
    for (const source of Array.isArray(customwidgetjs) ? (customwidgetjs as unknown[]) : []) {
      if (!isRecord(source) || typeof source.widgetId !== 'string' || typeof source.js !== 'string') {
        console.error('[vitrine] ignored a customwidgetjs entry without a widgetId and js');
        continue;
      }
      const version = typeof source.version === 'string' ? source.version : '';
      const url = typeof source.url === 'string' ? source.url : undefined;
      this.#sources.set(keyOf(source.widgetId, version), {
        widgetId: source.widgetId,
        version,
        js: source.js,
        url,
      });
    }
    // Merged, not replaced: a popup's widgets and the page's behind it are on screen together.
    if (isRecord(customwidgetstrings)) this.#strings = { ...this.#strings, ...customwidgetstrings };
  }

  /**
   * Starts every custom widget element under `root` that has not run yet, each when the visitor reaches it, or at
   * once in the editor or with `data-lazy-load="false"` (core-runtime spec §4, as package widgets start): only
   * then are jQuery, its code and its collections loaded. Resolves once those started have run.
   */
  async start(root: ParentNode): Promise<void> {
    const { win, context } = this.#options;
    const inEditor = context().inEditor;
    const elements = [...root.querySelectorAll<HTMLElement>(CUSTOM_WIDGET_SELECTOR)].filter(
      (element) => !this.#started.has(element),
    );
    const runs: Promise<void>[] = [];
    for (const element of elements) {
      this.#started.add(element);
      let started = false;
      const stopWaiting = startWhenReached(element, { win, inEditor }, () => {
        started = true;
        this.#waiting.delete(element);
        runs.push(this.#run(element));
      });
      if (!started) this.#waiting.set(element, stopWaiting);
    }
    await Promise.all(runs);
  }

  /** Stops waiting for elements no longer in the document (their page or popup is gone), or for all of them. */
  stopWaiting(all = false): void {
    for (const [element, stop] of this.#waiting)
      if (all || !element.isConnected) {
        stop();
        this.#waiting.delete(element);
      }
  }

  async #run(element: HTMLElement): Promise<void> {
    const widgetId = element.getAttribute(MarkupAttribute.widgetId) ?? '';
    const version = element.getAttribute(MarkupAttribute.widgetVersion) ?? '';
    const label = `custom widget ${widgetId}@${version}`;
    await this.#ensureJquery();
    try {
      const definition = await this.#definition(widgetId, version);
      if (!definition) {
        console.error(`[vitrine] ${label}: the page has no code for it`);
        return;
      }
      const data = await this.#dataFor(element, widgetId, version);
      // The element's own `<script>`s (a library its HTML loads) run first, as they would on a document load.
      await scriptsSettled(element);
      if (!element.isConnected) return;
      definition.call(element, element, data, this.#options.api);
    } catch (error) {
      console.error(`[vitrine] ${label} failed`, error);
      this.#options.reportError?.(`${label} failed`, error);
    }
  }

  async #definition(widgetId: string, version: string): Promise<CustomWidgetFunction | undefined> {
    const key = keyOf(widgetId, version);
    const known = this.#definitions.get(key);
    if (known) return known;
    const source = this.#sources.get(key);
    if (!source) return undefined;
    let loading = this.#loading.get(key);
    if (!loading) {
      loading = this.#loadCode(source, widgetId, version);
      this.#loading.set(key, loading);
    }
    await loading;
    // A classic script runs before its load event: by now the code has called define(), or never will.
    return this.#definitions.get(key);
  }

  #loadCode(source: CustomWidgetJs, widgetId: string, version: string): Promise<void> {
    const { doc, loadScript = loadSiteScript } = this.#options;
    if (source.url) return loadScript(doc, source.url);
    const code = decodeBase64(source.js);
    if (code === undefined) return Promise.reject(new Error('its js is not base64'));
    const wrapped = customWidgetScript(widgetId, version, code);
    const blobUrl = URL.createObjectURL(new Blob([wrapped], { type: 'text/javascript' }));
    return loadScript(doc, blobUrl).finally(() => URL.revokeObjectURL(blobUrl));
  }

  async #dataFor(element: HTMLElement, widgetId: string, version: string): Promise<CustomWidgetData> {
    const context = this.#options.context();
    return {
      ...context,
      config: readConfig(element),
      elementId: element.id,
      widgetId,
      widgetVersion: version,
      collections: await this.#boundCollections(element),
      strings: isRecord(this.#strings[widgetId]) ? (this.#strings[widgetId] as Record<string, unknown>) : {},
    };
  }

  async #boundCollections(element: HTMLElement): Promise<Record<string, unknown>> {
    const names = collectionNamesOf(element.getAttribute(MarkupAttribute.binding));
    const load = this.#options.loadCollection;
    if (names.length === 0 || !load) return {};
    const entries = await Promise.all(
      names.map(async (name) => {
        try {
          return [name, await load(name)] as const;
        } catch (error) {
          console.error(`[vitrine] collection "${name}" for a custom widget could not be loaded`, error);
          return [name, undefined] as const;
        }
      }),
    );
    return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
  }

  #ensureJquery(): Promise<void> {
    const { win, doc, jqueryUrl, loadScript = loadSiteScript } = this.#options;
    if ((win as unknown as { jQuery?: unknown }).jQuery) return Promise.resolve();
    if (!jqueryUrl) {
      // Said once, however many widgets start.
      this.#jquery ??= Promise.resolve().then(() =>
        console.warn('[vitrine] custom widgets are on the page but no jQuery URL is configured'),
      );
      return this.#jquery;
    }
    this.#jquery ??= loadScript(doc, jqueryUrl).catch((error: unknown) => {
      // Widgets that do not need jQuery still run.
      console.error('[vitrine] jQuery could not be loaded for custom widgets', error);
      this.#jquery = undefined;
    });
    return this.#jquery;
  }
}

/** `data-widget-config`: base64 JSON of an object; anything else is an empty config, reported. */
export function readConfig(element: Element): Record<string, unknown> {
  const raw = element.getAttribute(MarkupAttribute.customWidgetConfig);
  if (!raw) return {};
  const decoded = decodeBase64Json(raw);
  if (isRecord(decoded)) return decoded;
  console.error(
    `[vitrine] data-widget-config of custom widget "${element.getAttribute(MarkupAttribute.widgetId)}" is not base64 JSON of an object`,
  );
  return {};
}

/** `data-binding`: a collection name, a JSON list of names, or JSON `{collection}` / `{collectionName}`. */
export function collectionNamesOf(binding: string | null): string[] {
  if (!binding?.trim()) return [];
  let parsed: unknown = binding.trim();
  try {
    parsed = JSON.parse(binding);
  } catch {
    // A plain name.
  }
  const names = (Array.isArray(parsed) ? parsed : [parsed]).map((entry) =>
    typeof entry === 'string'
      ? entry
      : isRecord(entry)
        ? (entry.collectionName ?? entry.collection ?? entry.name)
        : undefined,
  );
  return names.filter((name): name is string => typeof name === 'string' && name.trim() !== '');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
