import type { RunningFeature } from '../chunks/lazy-features';
import { ChromeAttribute, ChromeFeature } from '../markup/chrome';
import type { ChromeContext } from './chrome-context';

/** Widgets spec §9: the navigation shows 5 items by default; -1 shows them all. */
export const DEFAULT_NAV_ITEMS = 5;
export const NavLabel = {
  more: 'More Options',
  less: 'Less Options',
  back: 'Back to home',
  subPages: 'more pages',
} as const;

/** The item count a navigation's attribute asks for: an integer ≥ 1, or -1; anything else is the default. */
export function visibleItemCount(raw: string | null): number {
  const value = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isInteger(value) && (value >= 1 || value === -1) ? value : DEFAULT_NAV_ITEMS;
}

const MORE_ITEM = 'data-nav-more';
const SUB_TOGGLE = 'data-nav-sub-toggle';
const BACK_ITEM = 'data-nav-back';
/** On the navigation while it shows one item's sub-navigation instead of the top level. */
export const NAV_IN_SUB = 'data-nav-in-sub';

/**
 * The navigation menu (widgets spec §4): the first N items and a More entry; More shows every item and
 * becomes Less, Less collapses again. The item of the page on screen stays in sight even past N. An item
 * with a sub-navigation (a nested list) gets a button that shows only that list, headed by "Back to home".
 */
export function start({ doc }: ChromeContext): RunningFeature {
  const navs = new Map<HTMLElement, () => void>();
  const scan = (root: ParentNode): void => {
    for (const [nav, update] of navs) if (nav.isConnected) update();
    for (const nav of root.querySelectorAll<HTMLElement>(`[${ChromeFeature.nav}]`))
      if (!navs.has(nav)) navs.set(nav, enhance(nav));
  };
  scan(doc);
  return { refresh: scan, stop: () => navs.clear() };
}

function enhance(nav: HTMLElement): () => void {
  const doc = nav.ownerDocument;
  const list = nav.querySelector<HTMLElement>(':scope ul, :scope ol');
  if (!list) return () => {};
  const items = [...list.children].filter((child): child is HTMLLIElement => child.localName === 'li');
  const label = (attribute: string, fallback: string): string => nav.getAttribute(attribute) || fallback;
  let expanded = false;

  const moreItem = doc.createElement('li');
  moreItem.setAttribute(MORE_ITEM, '');
  const more = doc.createElement('button');
  more.type = 'button';
  moreItem.append(more);

  const update = (): void => {
    const limit = visibleItemCount(nav.getAttribute(ChromeFeature.nav));
    const needsMore = limit !== -1 && items.length > limit;
    items.forEach((item, index) => {
      item.hidden = needsMore && !expanded && index >= limit && !item.querySelector('[aria-current="page"]');
    });
    moreItem.hidden = !needsMore;
    more.textContent = label(
      expanded ? ChromeAttribute.navLessLabel : ChromeAttribute.navMoreLabel,
      expanded ? NavLabel.less : NavLabel.more,
    );
    more.setAttribute('aria-expanded', String(expanded));
  };
  more.addEventListener('click', () => {
    expanded = !expanded;
    update();
  });
  list.append(moreItem);

  for (const item of items) {
    const subList = item.querySelector<HTMLElement>(':scope > ul');
    if (subList)
      enhanceSubNav(nav, list, item, subList, update, {
        back: label(ChromeAttribute.navBackLabel, NavLabel.back),
        subPages: label(ChromeAttribute.navSubLabel, NavLabel.subPages),
      });
  }
  update();
  return update;
}

function enhanceSubNav(
  nav: HTMLElement,
  list: HTMLElement,
  item: HTMLLIElement,
  subList: HTMLElement,
  showTopLevel: () => void,
  labels: { back: string; subPages: string },
): void {
  const doc = nav.ownerDocument;
  const title = item.querySelector(':scope > a')?.textContent?.trim() ?? '';
  subList.id ||= `vitrine-subnav-${Math.random().toString(36).slice(2, 10)}`;
  subList.hidden = true;
  const open = doc.createElement('button');
  open.type = 'button';
  open.setAttribute(SUB_TOGGLE, '');
  open.setAttribute('aria-expanded', 'false');
  open.setAttribute('aria-controls', subList.id);
  open.setAttribute('aria-label', `${title}: ${labels.subPages}`);
  open.textContent = '›';
  subList.before(open);

  const backItem = doc.createElement('li');
  backItem.setAttribute(BACK_ITEM, '');
  const back = doc.createElement('button');
  back.type = 'button';
  back.textContent = labels.back;
  backItem.append(back);
  subList.prepend(backItem);

  const show = (inSub: boolean): void => {
    subList.hidden = !inSub;
    open.setAttribute('aria-expanded', String(inSub));
    nav.toggleAttribute(NAV_IN_SUB, inSub);
    // At the sub level, only this item and its own list are in sight; back at the top, More decides again.
    if (inSub) for (const sibling of list.children) (sibling as HTMLElement).hidden = sibling !== item;
    else showTopLevel();
    (inSub ? subList.querySelector<HTMLElement>('a[href]') : open)?.focus();
  };
  open.addEventListener('click', () => show(subList.hidden));
  back.addEventListener('click', () => show(false));
}
