import { BAKE_SCHEDULE_CSS } from '@vitrine/widget-bake-schedule';
import { LOCAL_CSS } from '@vitrine/widget-local';

/**
 * The menu page's own styles, sent in its `css` field rather than in the site stylesheet: core adds them
 * when the menu is shown and removes them when the visitor leaves it. They start with the restaurant menu's and
 * the bake schedule's own defaults, so the markup the server draws for them has their look before their scripts
 * arrive. Without JavaScript a phone's collapsed categories stay readable.
 */
export const MENU_PAGE_CSS = `${LOCAL_CSS}${BAKE_SCHEDULE_CSS}
.bakery-menu{margin:2.5rem 0 3rem}
.bakery-menu .vw-menu__category-name{margin:2.5rem 0 .5rem;font-size:1.5rem}
.bakery-menu .vw-menu__category:first-child .vw-menu__category-name{margin-top:0}
.bakery-menu .vw-menu--collapsible .vw-menu__category-name{margin:0}
.bakery-menu .vw-menu__toggle{padding:.75rem 0;border-bottom-color:var(--color-line)}
.bakery-menu .vw-menu__arrow{color:var(--color-rye);font-size:.8em}
.bakery-menu .vw-menu__category-description{color:var(--color-muted);max-width:60ch;margin:0 0 1.25rem}
.bakery-menu .vw-menu--collapsible .vw-menu__panel{padding-top:.75rem}
.bakery-menu .vw-menu__items{grid-template-columns:repeat(auto-fill,minmax(min(100%,20rem),1fr));gap:1rem}
.bakery-menu .vw-menu__item{align-content:start;gap:.25rem 1rem;padding:1.1rem 1.25rem;background:var(--color-surface);border:1px solid var(--color-line);border-radius:var(--radius)}
.bakery-menu .vw-menu__item-name{font-weight:700;font-size:1.05rem}
.bakery-menu .vw-menu__price{font-weight:700;color:var(--color-rye)}
.bakery-menu .vw-menu__item-description{color:var(--color-muted);font-size:.95rem;opacity:1}
@media (scripting:none){.bakery-menu .vw-menu__panel[hidden]{display:block}}
.menu-downloads{display:grid;gap:.75rem;padding:1.25rem 1.5rem;border-radius:var(--radius);background:var(--color-sky)}
.menu-downloads p{margin:0}`;
