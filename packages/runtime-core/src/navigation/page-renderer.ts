import { MarkupAttribute } from '../markup/attributes';
import { PAGE_CSS_FIELDS } from '../protocol/constants';
import type { PageContent } from '../protocol/page-response';
import { parseFragment } from '../util/parse-fragment';

/** A new stylesheet gets this long to load before the content shows anyway. */
const STYLESHEET_WAIT_MS = 3000;

/**
 * Writes a page's content into the document (spec §4 "Page load"): stylesheets, title, head section, every
 * css field and the content. Markup is parsed through `<template>`, so scripts in it stay inert.
 */
export class PageRenderer {
  readonly #doc: Document;
  readonly #container: HTMLElement;

  constructor(doc: Document, container: HTMLElement) {
    this.#doc = doc;
    this.#container = container;
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

  render(content: PageContent): void {
    const doc = this.#doc;
    if (typeof content.title === 'string') doc.title = content.title;
    this.#replaceHeadSection(content.headsection ?? '');
    this.#applyCss(content);
    this.#removeUnlistedStylesheets(content);
    this.#container.replaceChildren(parseFragment(doc, content.content ?? ''));
    if (content.uuid) doc.documentElement.setAttribute(MarkupAttribute.pageUuid, content.uuid);
    else doc.documentElement.removeAttribute(MarkupAttribute.pageUuid);
  }

  /** Replaces what the content container shows with one element (the error block). */
  showBlock(block: HTMLElement): void {
    this.#container.replaceChildren(block);
  }

  /** Points the canonical link at the page now shown. */
  setCanonical(url: URL): void {
    let canonical = this.#doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!canonical) {
      canonical = this.#doc.createElement('link');
      canonical.rel = 'canonical';
      this.#doc.head.append(canonical);
    }
    canonical.href = new URL(url.pathname, url.origin).href;
  }

  #replaceHeadSection(headsection: string): void {
    const head = this.#doc.head;
    for (const element of head.querySelectorAll(`[${MarkupAttribute.head}]`)) element.remove();
    const fragment = parseFragment(this.#doc, headsection);
    for (const element of fragment.children) element.setAttribute(MarkupAttribute.head, '');
    head.append(fragment);
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
