import { NAV_SECTION_ATTRIBUTE } from '../markup/navigation';
import { isSamePageKey, pageKey } from './page-url';

/**
 * Marks the navigation links that lead to the page shown (`key`); when none does, the ones that lead where the
 * content's section link (`NAV_SECTION_ATTRIBUTE`) does: a post marks the journal.
 */
export function markCurrentNavLinks(doc: Document, win: Window, container: HTMLElement, key: string): void {
  const keyOf = (href: string | null): string | undefined => {
    try {
      return pageKey(new URL(href ?? '', win.location.href));
    } catch {
      return undefined;
    }
  };
  const links = [...doc.querySelectorAll<HTMLAnchorElement>('nav a[href]')];
  const linkKeys = links.map((link) => keyOf(link.getAttribute('href')));
  const section = container.querySelector(`a[${NAV_SECTION_ATTRIBUTE}]`);
  const leadsTo = (linkKey: string | undefined, target: string) =>
    linkKey !== undefined && isSamePageKey(linkKey, target);
  const current =
    linkKeys.some((linkKey) => leadsTo(linkKey, key)) || !section
      ? key
      : (keyOf(section.getAttribute('href')) ?? key);
  links.forEach((link, index) => {
    if (leadsTo(linkKeys[index], current)) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  });
}
