import { LinkType } from '@vitrine/widget-api/constants';
import type { SiteConfig } from '../config/site-config';
import type { Page } from '../events/navigation-events';

/** Home when the link is a home link or the page is home; Nav for pages in the navigation; else Other. */
export function linkTypeOf(alias: string, link: Element | undefined, config: SiteConfig): Page['linkType'] {
  if (link && config.homeLinkSelector && matchesSafely(link, config.homeLinkSelector)) return LinkType.Home;
  if (alias === 'home') return LinkType.Home;
  const inNavigation = (items: SiteConfig['navItems']): boolean =>
    items.some((item) => item.alias === alias || inNavigation(item.subNav ?? []));
  return inNavigation(config.navItems) ? LinkType.Nav : LinkType.Other;
}

function matchesSafely(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}
