import type { RunningFeature } from '../chunks/lazy-features';
import { DISABLE_AJAX_ATTRIBUTE } from '../markup/boot-attributes';
import { ChromeAttribute, ChromeFeature } from '../markup/chrome';
import type { ChromeContext } from './chrome-context';

/**
 * The language switcher (widgets spec §4 "Multilingual dropdown"): a button showing the current language and
 * a list of the others. It opens and closes with the button, closes on a click outside and on Escape; a
 * picked language takes the button's slot (the current one moves into the list) while its page loads.
 *
 * Its links lead to the current page in each language. After an in-page navigation they are pointed at the
 * new page's versions, read from the `<link rel="alternate" hreflang>` elements of its head (a language with
 * no version of that page leads to its home, `data-language-home`), and `<html lang>` follows the page.
 *
 * A pick loads the whole document, never in place: a language's header, navigation, footer and cookie notice
 * are its own, and only a whole document brings them. The links say so (`data-disable-ajax`), whether the
 * server wrote them absolute (as `hreflang` alternates are) or site-relative.
 */
export function start({ win, doc }: ChromeContext): RunningFeature {
  const switchers = new Set<HTMLElement>();
  const cleanups: Array<() => void> = [];

  const scan = (root: ParentNode, pageChanged: boolean): void => {
    for (const switcher of root.querySelectorAll<HTMLElement>(`[${ChromeFeature.languages}]`)) {
      if (switchers.has(switcher)) continue;
      const parts = partsOf(switcher);
      if (!parts) continue;
      switchers.add(switcher);
      cleanups.push(wire(doc, switcher, parts));
    }
    followPage(win, doc, switchers, pageChanged);
  };
  scan(doc, false);
  return {
    refresh: (root) => scan(root, true),
    stop: () => {
      for (const cleanup of cleanups) cleanup();
      switchers.clear();
    },
  };
}

interface SwitcherParts {
  button: HTMLButtonElement;
  list: HTMLElement;
}

function partsOf(switcher: HTMLElement): SwitcherParts | undefined {
  const button = switcher.querySelector<HTMLButtonElement>('button[aria-controls]');
  const list = button && switcher.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '');
  return button && list ? { button, list } : undefined;
}

function wire(doc: Document, switcher: HTMLElement, { button, list }: SwitcherParts): () => void {
  const setOpen = (open: boolean): void => {
    list.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
  };
  setOpen(false);
  const onButton = (): void => setOpen(list.hidden);
  const onOutside = (event: Event): void => {
    if (!list.hidden && !switcher.contains(event.target as Node)) setOpen(false);
  };
  const onKey = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || list.hidden) return;
    setOpen(false);
    button.focus();
  };
  const onPick = (event: MouseEvent): void => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[hreflang]');
    if (!link || !list.contains(link)) return;
    // The browser follows the href it read before this swap: the picked language's page.
    takeCurrentSlot(button, link);
    setOpen(false);
  };
  button.addEventListener('click', onButton);
  list.addEventListener('click', onPick);
  switcher.addEventListener('keydown', onKey);
  doc.addEventListener('pointerdown', onOutside);
  return () => {
    button.removeEventListener('click', onButton);
    list.removeEventListener('click', onPick);
    switcher.removeEventListener('keydown', onKey);
    doc.removeEventListener('pointerdown', onOutside);
  };
}

/** The language of `link` moves into the button, and the button's language into `link`. */
function takeCurrentSlot(button: HTMLButtonElement, link: HTMLAnchorElement): void {
  const current = { text: button.textContent ?? '', lang: button.lang };
  const home = link.getAttribute(ChromeAttribute.languageHome);
  button.textContent = link.textContent;
  button.lang = link.hreflang;
  link.textContent = current.text;
  link.hreflang = current.lang;
  link.lang = current.lang;
  // The link now stands for the button's former language, and so does its home.
  const formerHome = button.getAttribute(ChromeAttribute.languageHome);
  if (formerHome) link.setAttribute(ChromeAttribute.languageHome, formerHome);
  if (home) button.setAttribute(ChromeAttribute.languageHome, home);
}

/** Points every switcher's links at the page on screen in each language, and, after a page change, sets `<html lang>`. */
function followPage(win: Window, doc: Document, switchers: Set<HTMLElement>, pageChanged: boolean): void {
  const alternates = new Map<string, string>();
  // `x-default` names no language (it is the page for visitors whose language the site has not).
  for (const link of doc.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]'))
    if (link.hreflang.toLowerCase() !== 'x-default') alternates.set(link.hreflang, link.href);
  const here = win.location.pathname;
  let pageLang: string | undefined;
  for (const [lang, href] of alternates)
    if (new URL(href, win.location.href).pathname === here) pageLang = lang;
  // The first document's `lang` is the server's word; after an in-page navigation it is the page's.
  if (pageLang && pageChanged) doc.documentElement.lang = pageLang;
  for (const switcher of switchers) {
    const parts = partsOf(switcher);
    const links = [...switcher.querySelectorAll<HTMLAnchorElement>('a[hreflang]')];
    const ofPage = links.find((link) => link.hreflang === pageLang);
    if (parts && ofPage && parts.button.lang !== pageLang) takeCurrentSlot(parts.button, ofPage);
    for (const link of links) {
      link.setAttribute(DISABLE_AJAX_ATTRIBUTE, '');
      const target = alternates.get(link.hreflang) ?? link.getAttribute(ChromeAttribute.languageHome);
      if (target) link.href = target;
    }
  }
}
