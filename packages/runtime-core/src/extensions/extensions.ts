import type { Device } from '@vitrine/widget-api';
import { platformUrl } from '@vitrine/widget-api';
import type { ScriptRunner } from '../navigation/script-runner';
import { EXTENSION_PATH } from '../protocol/constants';
import { parseFragment } from '../util/parse-fragment';

/** An extension request gives up after the page request's timeout (spec §9, 30,000 ms). */
export const EXTENSION_TIMEOUT_MS = 30_000;

export interface ExtensionsOptions {
  win: Window;
  doc: Document;
  siteAlias: string;
  device: Device;
  scripts: ScriptRunner;
  /** Sends a failure to the site's client log; the console has it already. */
  reportError?: ((message: string, error: unknown) => void) | undefined;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

interface Entry {
  extId: string;
  elementId: string;
}

/**
 * Renders a page's extensions (core-runtime spec §3 `extensionsToRender`, widgets spec §7): for each entry,
 * `POST /_dm/s/rt/scripts/ajax_ext.jsp` asks for its HTML, which replaces the placeholder element with that id;
 * the HTML's scripts then run as a page's would. All of a page's requests go out together. A failure leaves
 * the placeholder empty and is logged; leaving the page cancels what is still on its way.
 */
export class Extensions {
  readonly #options: ExtensionsOptions;
  #page = new AbortController();

  constructor(options: ExtensionsOptions) {
    this.#options = options;
  }

  /** Renders `entries` for the page `pageAlias`, cancelling what the previous page still waited for. */
  render(entries: unknown, pageAlias: string): Promise<void> {
    this.#page.abort();
    this.#page = new AbortController();
    const signal = this.#page.signal;
    const list = Array.isArray(entries) ? entries : [];
    return Promise.all(
      list.map((entry) => {
        if (!isEntry(entry)) {
          console.error(
            '[vitrine] ignored an extensionsToRender entry without an extId and an elementId',
            entry,
          );
          return undefined;
        }
        return this.#renderOne(entry, pageAlias, signal);
      }),
    ).then(() => undefined);
  }

  stop(): void {
    this.#page.abort();
  }

  async #renderOne({ extId, elementId }: Entry, pageAlias: string, signal: AbortSignal): Promise<void> {
    const { win, doc, siteAlias, device, scripts, timeoutMs = EXTENSION_TIMEOUT_MS } = this.#options;
    const placeholder = doc.getElementById(elementId);
    if (!placeholder) {
      console.warn(`[vitrine] extension ${extId}: no placeholder element #${elementId} on the page`);
      return;
    }
    const fetch = this.#options.fetch ?? win.fetch.bind(win);
    const body = new URLSearchParams({ siteAlias, pageAlias, extId, elementId, dm_device: device });
    let html: string;
    try {
      const response = await fetch(platformUrl(EXTENSION_PATH), {
        method: 'POST',
        body,
        credentials: 'same-origin',
        signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      html = await response.text();
    } catch (error) {
      if (signal.aborted) return;
      this.#fail(placeholder, extId, error);
      return;
    }
    if (signal.aborted || !placeholder.isConnected) return;
    const fragment = parseFragment(doc, html);
    const inert = [...fragment.querySelectorAll('script')];
    placeholder.replaceWith(fragment);
    await scripts.run(inert, signal);
  }

  #fail(placeholder: Element, extId: string, error: unknown): void {
    placeholder.replaceChildren();
    const message = `[vitrine] extension ${extId} could not be rendered`;
    console.error(message, error);
    this.#options.reportError?.(message, error);
  }
}

function isEntry(value: unknown): value is Entry {
  if (typeof value !== 'object' || value === null) return false;
  const { extId, elementId } = value as Record<string, unknown>;
  return typeof extId === 'string' && extId !== '' && typeof elementId === 'string' && elementId !== '';
}
