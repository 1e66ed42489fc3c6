import type { FocusTrap } from '@vitrine/widget-api/dom/focus-trap';
import { focusableWithin, trapFocus } from '@vitrine/widget-api/dom/focus-trap';
import { injectStyleOnce } from '@vitrine/widget-api/styles';
import type { RunningFeature } from '../chunks/lazy-features';
import type { Page } from '../events/navigation-events';
import { ChromeAttribute, ChromeFeature } from '../markup/chrome';
import type { ChromeContext } from './chrome-context';

/** Core-runtime spec §9: a drag of more than this many pixels away from the origin closes the drawer. */
export const DRAWER_DRAG_CLOSE_PX = 50;

export const DRAWER_ORIGINS = ['side', 'side-reverse', 'top'] as const;
export type DrawerOrigin = (typeof DRAWER_ORIGINS)[number];

/** The origin a drawer's attribute names; anything else is `side`. */
export function drawerOrigin(drawer: Element): DrawerOrigin {
  const value = drawer.getAttribute(ChromeFeature.drawer);
  return (DRAWER_ORIGINS as readonly string[]).includes(value ?? '') ? (value as DrawerOrigin) : 'side';
}

/** How far a pointer moved from (`dx`, `dy`) towards the drawer's origin: the distance that closes it. */
export function dragAway(origin: DrawerOrigin, dx: number, dy: number): number {
  if (origin === 'side') return -dx;
  if (origin === 'side-reverse') return dx;
  return -dy;
}

/** On `<html>` while a drawer is open; `…--pushed` too when it pushes the content aside. */
export const DRAWER_OPEN_CLASS = 'vitrine-drawer-open';

/** Where a `data-drawer-sidebar` without a value becomes a sidebar. */
export const SIDEBAR_MEDIA_DEFAULT = '(min-width: 1024px)';
/** On `<html>` as `…--left` or `…--right` while a sidebar is shown; on the drawer and its toggles, its side. */
export const SIDEBAR_CLASS = 'vitrine-sidebar';
export const SIDEBAR_SHOWN = 'data-sidebar-shown';
export type SidebarSide = 'left' | 'right';

/** The side a sidebar drawer stands on: the page's `sidebarPosition`, else its origin's; none for `none`. */
export function sidebarSide(drawer: Element): SidebarSide | undefined {
  const position = drawer.getAttribute(ChromeAttribute.sidebarPosition);
  if (position === 'left' || position === 'right') return position;
  if (position === 'none') return undefined;
  const origin = drawerOrigin(drawer);
  return origin === 'side' ? 'left' : origin === 'side-reverse' ? 'right' : undefined;
}

const DRAWER = `[${ChromeFeature.drawer}]`;
// The slide runs only for visitors who did not ask for reduced motion; the drawer then simply appears.
const DRAWER_CSS = `
${DRAWER}{position:fixed;margin:0;padding:0;border:0;max-width:none;max-height:none;box-sizing:border-box;overflow:auto;overscroll-behavior:contain;background:#fff;color:inherit}
${DRAWER}::backdrop{background:rgb(0 0 0/.45)}
${DRAWER}:not([${ChromeFeature.drawer}=top]){inset:0 auto 0 0;width:min(320px,85vw);height:100%;touch-action:pan-y}
${DRAWER}[${ChromeFeature.drawer}=side-reverse]{inset:0 0 0 auto}
${DRAWER}[${ChromeFeature.drawer}=top]{inset:0 0 auto 0;width:100%;max-height:85vh;touch-action:pan-x}
@media (prefers-reduced-motion:no-preference){
${DRAWER}[open]{animation:vitrine-drawer-side .25s ease-out}
${DRAWER}[open][${ChromeFeature.drawer}=side-reverse]{animation-name:vitrine-drawer-side-reverse}
${DRAWER}[open][${ChromeFeature.drawer}=top]{animation-name:vitrine-drawer-top}
html.${DRAWER_OPEN_CLASS}--pushed body{transition:transform .25s ease-out}
}
@keyframes vitrine-drawer-side{from{transform:translateX(-100%)}}
@keyframes vitrine-drawer-side-reverse{from{transform:translateX(100%)}}
@keyframes vitrine-drawer-top{from{transform:translateY(-100%)}}
html.${DRAWER_OPEN_CLASS}--pushed body{transform:translateX(min(320px,85vw))}
${DRAWER}[${SIDEBAR_SHOWN}]{inset:0 auto 0 0;width:var(--vitrine-sidebar-width,280px);height:100%;animation:none}
${DRAWER}[${SIDEBAR_SHOWN}=right]{inset:0 0 0 auto}
[${SIDEBAR_SHOWN}] [${ChromeAttribute.drawerClose}],[${ChromeAttribute.drawerToggle}][${SIDEBAR_SHOWN}]{display:none!important}
html.${SIDEBAR_CLASS}--left body{padding-left:var(--vitrine-sidebar-width,280px)}
html.${SIDEBAR_CLASS}--right body{padding-right:var(--vitrine-sidebar-width,280px)}
`;

/**
 * The hamburger drawer (core-runtime spec §4): a modal `<dialog>` opened by the buttons whose
 * `aria-controls` names it. It closes on Escape, on a click or touch on the overlay, on a drag of more than
 * 50 px towards its origin (not when it pushes the content aside), on a link followed inside it and on any
 * in-page navigation. While it is open the page cannot scroll, and its scroll position comes back after.
 * Focus moves in, Tab keeps it inside, and it returns to the button.
 *
 * A side drawer with `data-drawer-sidebar` is the generic sidebar layout (core-runtime spec §2) where its media
 * query matches: open in place beside the content, not modal, its toggles and close button hidden, on the side
 * the page's `sidebarPosition` names. Elsewhere it is the drawer above.
 */
export function start({ win, doc, events, page }: ChromeContext): RunningFeature {
  injectStyleOnce('drawer', DRAWER_CSS, doc);
  const wired = new WeakSet<HTMLDialogElement>();
  const sidebars = new Map<HTMLDialogElement, MediaQueryList>();
  const stopping = new AbortController();
  let open: { drawer: HTMLDialogElement; scrollY: number; trap: FocusTrap } | undefined;

  const togglesOf = (drawer: HTMLDialogElement): HTMLElement[] =>
    [...doc.querySelectorAll<HTMLElement>(`[${ChromeAttribute.drawerToggle}]`)].filter(
      (toggle) => toggle.getAttribute('aria-controls') === drawer.id,
    );

  const show = (drawer: HTMLDialogElement, toggle: HTMLElement | null): void => {
    if (drawer.open || typeof drawer.showModal !== 'function') return;
    const scrollY = win.scrollY;
    open = { drawer, scrollY, trap: trapFocus(drawer, { returnFocusTo: toggle }) };
    // The body is pinned where it was: nothing behind the drawer scrolls, on touch screens either.
    Object.assign(doc.body.style, {
      position: 'fixed',
      top: `-${scrollY}px`,
      insetInline: '0',
      width: '100%',
    });
    doc.documentElement.classList.add(DRAWER_OPEN_CLASS);
    if (drawer.hasAttribute(ChromeAttribute.drawerPush))
      doc.documentElement.classList.add(`${DRAWER_OPEN_CLASS}--pushed`);
    drawer.showModal();
    for (const each of togglesOf(drawer)) each.setAttribute('aria-expanded', 'true');
    focusableWithin(drawer)[0]?.focus();
  };

  const restore = (drawer: HTMLDialogElement): void => {
    if (open?.drawer !== drawer) return;
    const { trap, scrollY } = open;
    open = undefined;
    for (const property of ['position', 'top', 'insetInline', 'width'] as const)
      doc.body.style[property] = '';
    doc.documentElement.classList.remove(DRAWER_OPEN_CLASS, `${DRAWER_OPEN_CLASS}--pushed`);
    drawer.style.transform = '';
    win.scrollTo({ top: scrollY, left: win.scrollX, behavior: 'instant' });
    for (const each of togglesOf(drawer)) each.setAttribute('aria-expanded', 'false');
    trap.release();
  };

  const close = (): void => open?.drawer.close();

  // The `open` attribute rather than `show()`, which would take focus from wherever the visitor is.
  const layOut = (drawer: HTMLDialogElement, asSidebar: boolean): void => {
    const side = asSidebar ? sidebarSide(drawer) : undefined;
    if ((drawer.getAttribute(SIDEBAR_SHOWN) ?? undefined) === side) return;
    if (open?.drawer === drawer) drawer.close();
    const html = doc.documentElement.classList;
    html.remove(`${SIDEBAR_CLASS}--left`, `${SIDEBAR_CLASS}--right`);
    if (side) html.add(`${SIDEBAR_CLASS}--${side}`);
    for (const each of [drawer, ...togglesOf(drawer)]) {
      if (side) each.setAttribute(SIDEBAR_SHOWN, side);
      else each.removeAttribute(SIDEBAR_SHOWN);
    }
    drawer.toggleAttribute('open', !!side);
  };

  const wire = (drawer: HTMLDialogElement): void => {
    if (wired.has(drawer)) return;
    wired.add(drawer);
    drawer.addEventListener('close', () => restore(drawer));
    // A click on the overlay reaches the dialog itself, outside its box.
    drawer.addEventListener('click', (event) => {
      if (event.target !== drawer || open?.drawer !== drawer) return;
      const box = drawer.getBoundingClientRect();
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      if (!inside) drawer.close();
    });
    followDrags(drawer);
    const media = drawer.getAttribute(ChromeAttribute.drawerSidebar);
    if (media === null || !win.matchMedia) return;
    const query = win.matchMedia(media || SIDEBAR_MEDIA_DEFAULT);
    sidebars.set(drawer, query);
    query.addEventListener('change', () => layOut(drawer, query.matches), { signal: stopping.signal });
    layOut(drawer, query.matches);
  };

  const followDrags = (drawer: HTMLDialogElement): void => {
    let from: { x: number; y: number; id: number } | undefined;
    const away = (event: PointerEvent): number =>
      from ? dragAway(drawerOrigin(drawer), event.clientX - from.x, event.clientY - from.y) : 0;
    drawer.addEventListener('pointerdown', (event) => {
      if (drawer.hasAttribute(ChromeAttribute.drawerPush) || open?.drawer !== drawer) return;
      from = { x: event.clientX, y: event.clientY, id: event.pointerId };
    });
    drawer.addEventListener('pointermove', (event) => {
      if (from?.id !== event.pointerId) return;
      const distance = Math.max(0, away(event));
      // The drawer follows the finger, so a short drag visibly snaps back.
      const axis = drawerOrigin(drawer) === 'top' ? 'Y' : 'X';
      const sign = drawerOrigin(drawer) === 'side-reverse' ? 1 : -1;
      drawer.style.transform = distance > 0 ? `translate${axis}(${sign * distance}px)` : '';
    });
    const end = (event: PointerEvent): void => {
      if (from?.id !== event.pointerId) return;
      const distance = event.type === 'pointerup' ? away(event) : 0;
      from = undefined;
      drawer.style.transform = '';
      if (distance > DRAWER_DRAG_CLOSE_PX) drawer.close();
    };
    drawer.addEventListener('pointerup', end);
    drawer.addEventListener('pointercancel', end);
  };

  const scan = (root: ParentNode): void => {
    for (const drawer of root.querySelectorAll<HTMLDialogElement>(`dialog${DRAWER}`)) wire(drawer);
  };

  const onClick = (event: MouseEvent): void => {
    const target = event.target instanceof Element ? event.target : null;
    const toggle = target?.closest<HTMLElement>(`[${ChromeAttribute.drawerToggle}]`);
    if (toggle) {
      const drawer = doc.getElementById(toggle.getAttribute('aria-controls') ?? '');
      if (drawer?.localName !== 'dialog' || !drawer.matches(DRAWER)) return;
      const dialog = drawer as HTMLDialogElement;
      wire(dialog);
      if (dialog.hasAttribute(SIDEBAR_SHOWN)) return;
      if (dialog.open) dialog.close();
      else show(dialog, toggle);
      return;
    }
    // Following a link inside the drawer, in-page or to another page, leaves the drawer behind.
    if (open && target?.closest(`a[href], [${ChromeAttribute.drawerClose}]`) && open.drawer.contains(target))
      close();
  };

  scan(doc);
  doc.addEventListener('click', onClick);
  const stopWatching = events.on('before-navigate', close);
  // Each page says whether it has a sidebar and on which side (core-runtime spec §3 `sidebarPosition`).
  const follow = ({ pageContent }: Page): void => {
    if (!pageContent) return;
    const position = pageContent.sidebarPosition;
    for (const [drawer, query] of sidebars) {
      if (position) drawer.setAttribute(ChromeAttribute.sidebarPosition, position);
      else drawer.removeAttribute(ChromeAttribute.sidebarPosition);
      layOut(drawer, query.matches);
    }
  };
  // A page shown in place before this chunk arrived: its position, not the first document's markup.
  if (page) follow(page());
  const stopFollowing = events.on('page-load', (loaded) => follow(loaded.page));
  return {
    refresh: scan,
    stop: () => {
      close();
      doc.removeEventListener('click', onClick);
      stopWatching();
      stopFollowing();
      stopping.abort();
      for (const drawer of sidebars.keys()) layOut(drawer, false);
    },
  };
}
