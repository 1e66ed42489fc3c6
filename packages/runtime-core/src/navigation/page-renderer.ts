import { MarkupAttribute } from '../markup/attributes';
import { canonicalUrl } from '../markup/canonical-url';
import { PAGE_CSS_FIELDS } from '../protocol/constants';
import type { PageContent } from '../protocol/page-response';
import { parseFragment } from '../util/parse-fragment';
import type { ScriptRunner } from './script-runner';
import type { SnapshotCache } from './snapshot-cache';

/** A new stylesheet gets this long to load before the content shows anyway. */
const STYLESHEET_WAIT_MS = 3000;

/**
 * Writes a page's content into the document (spec §4 "Page load"): stylesheets, title, head section, every
 * css field, the content and `insite_scripts`. Markup is parsed through `<template>`, so its scripts stay
 * inert until `runScripts` runs them, in document order, once the page is the one in history.
 */
export class PageRenderer {
  readonly #doc: Document;
  readonly #container: HTMLElement;
  readonly #scripts: ScriptRunner | undefined;
  readonly #snapshots: SnapshotCache | undefined;
  #pendingScripts: HTMLScriptElement[] = [];
  /** Aborted when the content whose scripts are running is replaced. */
  #scriptsLifetime = new AbortController();

  constructor(doc: Document, container: HTMLElement, scripts?: ScriptRunner, snapshots?: SnapshotCache) {
    this.#doc = doc;
    this.#container = container;
    this.#scripts = scripts;
    this.#snapshots = snapshots;
  }

  get container(): HTMLElement {
    return this.#container;
  }

  /**
   * Adds the page's new stylesheets and resolves once they loaded (or failed, or took too long), so the
   * content does not show unstyled. Stylesheets the page no longer lists are removed by `render`.
   */
  loadStylesheets(content: PageContent): Promise<void> {
    const head = this.#doc.head;
    const present = new Map(
      [...head.querySelectorAll<HTMLLinkElement>(`link[${MarkupAttribute.cssLink}]`)].map((link) => [
        link.getAttribute('href'),
        link,
      ]),
    );
    const pending: Promise<void>[] = [];
    for (const href of cssLinksOf(content)) {
      if (present.has(href)) continue;
      const link = this.#doc.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.setAttribute(MarkupAttribute.cssLink, '');
      pending.push(
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          setTimeout(resolve, STYLESHEET_WAIT_MS);
        }),
      );
      head.append(link);
    }
    return Promise.all(pending).then(() => undefined);
  }

  /**
   * `key`: the page's cache key. A page shown before comes from its snapshot (a copy of its parsed markup) instead
   * of being parsed again, and a page shown for the first time, or in a new version, is kept as one.
   */
  render(content: PageContent, key?: string): void {
    const doc = this.#doc;
    this.#stopScripts();
    if (typeof content.title === 'string') doc.title = content.title;
    // Read before anything is inserted: the page's scripts as they are now, run or inert.
    const loadedSources = new Set([...doc.querySelectorAll('script[src]')].map((s) => sourceOf(s, doc)));
    const headScripts = this.#replaceHeadSection(content.headsection ?? '', loadedSources);
    this.#applyCss(content);
    this.#removeUnlistedStylesheets(content);
    const html = content.content ?? '';
    const body = (key !== undefined && this.#snapshots?.take(key, html)) || parseFragment(doc, html);
    if (key !== undefined) this.#snapshots?.keep(key, html);
    const contentScripts = [...body.querySelectorAll('script')];
    this.#container.replaceChildren(body);
    const insiteScripts = this.#replaceInsiteScripts(content.insite_scripts ?? '');
    this.#pendingScripts = [...headScripts, ...contentScripts, ...insiteScripts];
    if (content.uuid) doc.documentElement.setAttribute(MarkupAttribute.pageUuid, content.uuid);
    else doc.documentElement.removeAttribute(MarkupAttribute.pageUuid);
  }

  /**
   * Runs the scripts of the content `render` wrote (head section, content, `insite_scripts`, in that order),
   * as the parser would have; they stop when the next `render` replaces the content. Never rejects.
   */
  runScripts(): Promise<void> {
    const scripts = this.#pendingScripts;
    this.#pendingScripts = [];
    if (!this.#scripts || scripts.length === 0) return Promise.resolve();
    return this.#scripts.run(scripts, this.#scriptsLifetime.signal);
  }

  /** Replaces what the content container shows with one element (the error block). */
  showBlock(block: HTMLElement): void {
    this.#stopScripts();
    this.#container.replaceChildren(block);
  }

  #stopScripts(): void {
    this.#scriptsLifetime.abort();
    this.#scriptsLifetime = new AbortController();
    this.#pendingScripts = [];
  }

  /** Points the canonical link at the page now shown (a post keeps its `post_id`). */
  setCanonical(url: URL): void {
    let canonical = this.#doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!canonical) {
      canonical = this.#doc.createElement('link');
      canonical.rel = 'canonical';
      this.#doc.head.append(canonical);
    }
    canonical.href = canonicalUrl(url);
  }

  /**
   * Swaps the head section and gives back its scripts still to run. An external script stays once it ran
   * (nothing can unload it), and a head script whose `src` is already on the page is not added again, so a
   * library a page's head loads runs once however often its pages are visited.
   */
  #replaceHeadSection(headsection: string, loadedSources: ReadonlySet<string>): HTMLScriptElement[] {
    const head = this.#doc.head;
    for (const element of head.querySelectorAll(`[${MarkupAttribute.head}]`))
      if (!(element.localName === 'script' && element.hasAttribute('src'))) element.remove();
    const fragment = parseFragment(this.#doc, headsection);
    for (const script of fragment.querySelectorAll('script[src]'))
      if (loadedSources.has(sourceOf(script, this.#doc))) script.remove();
    for (const element of fragment.children) element.setAttribute(MarkupAttribute.head, '');
    const scripts = [...fragment.querySelectorAll('script')];
    head.append(fragment);
    return scripts;
  }

  /** `insite_scripts` live in their own element at the end of the body, where a document load has them. */
  #replaceInsiteScripts(html: string): HTMLScriptElement[] {
    const doc = this.#doc;
    let holder = doc.querySelector(`[${MarkupAttribute.insiteScripts}]`);
    if (!holder && html.trim() === '') return [];
    if (!holder) {
      holder = doc.createElement('div');
      holder.setAttribute(MarkupAttribute.insiteScripts, '');
      doc.body.append(holder);
    }
    const fragment = parseFragment(doc, html);
    const scripts = [...fragment.querySelectorAll('script')];
    holder.replaceChildren(fragment);
    return scripts;
  }

  #applyCss(content: PageContent): void {
    const head = this.#doc.head;
    for (const field of PAGE_CSS_FIELDS) {
      const css = content[field];
      const style = head.querySelector<HTMLStyleElement>(`style[${MarkupAttribute.css}="${field}"]`);
      if (!css) {
        style?.remove();
      } else if (style) {
        if (style.textContent !== css) style.textContent = css;
      } else {
        const created = this.#doc.createElement('style');
        created.setAttribute(MarkupAttribute.css, field);
        created.textContent = css;
        head.append(created);
      }
    }
  }

  #removeUnlistedStylesheets(content: PageContent): void {
    const listed = new Set(cssLinksOf(content));
    for (const link of this.#doc.head.querySelectorAll<HTMLLinkElement>(`link[${MarkupAttribute.cssLink}]`)) {
      if (!listed.has(link.getAttribute('href') ?? '')) link.remove();
    }
  }
}

function cssLinksOf(content: PageContent): string[] {
  const { cssLink } = content;
  if (!cssLink) return [];
  return (Array.isArray(cssLink) ? cssLink : [cssLink]).filter((href) => href !== '');
}

/** A script's `src` as an absolute URL (markup parsed through `<template>` has no base URL of its own). */
function sourceOf(script: Element, doc: Document): string {
  const src = script.getAttribute('src') ?? '';
  try {
    return new URL(src, doc.baseURI).href;
  } catch {
    return src;
  }
}
