import type { NavItem } from '@vitrine/runtime-core/markup';
import type { LanguageCode } from '../languages';
import { crossLanguageLink } from '../languages';

/**
 * One navigation item's link, as the header and the drawer render it: the page on screen marked
 * (`aria-current`), and a page in another language than the navigation's flagged as such (see
 * `crossLanguageLink`; the stylesheet shows its language beside the label).
 */
export interface NavLinkProps {
  item: NavItem;
  currentAlias: string;
  /** The language of the navigation (the page's). */
  language: LanguageCode;
}

export function NavLink({ item, currentAlias, language }: NavLinkProps) {
  return (
    <a
      href={item.href}
      aria-current={item.alias === currentAlias ? 'page' : undefined}
      {...crossLanguageLink(item.alias, language)}
    >
      {item.title}
    </a>
  );
}
