import { injectStyleOnce } from '@vitrine/widget-api/styles';
import type { RunningFeature } from '../boot/lazy-features';
import { ChromeAttribute, ChromeFeature } from '../markup/chrome';
import type { ChromeContext } from './chrome-context';
import { focusableWithin } from './focusable';

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
`;

/**
 * The hamburger drawer (core-runtime spec §4): a modal `<dialog>` opened by the buttons whose
 * `aria-controls` names it. It closes on Escape, on a click or touch on the overlay, on a drag of more than
 * 50 px towards its origin (not when it pushes the content aside), on a link followed inside it and on any
 * in-page navigation. While it is open the page cannot scroll, and its scroll position comes back after.
 * Focus moves in, Tab keeps it inside, and it returns to the button.
 */
export function start({ win, doc, events }: ChromeContext): RunningFeature {
  injectStyleOnce('drawer', DRAWER_CSS, doc);
  const wired = new WeakSet<HTMLDialogElement>();
  let open: { drawer: HTMLDialogElement; toggle: HTMLElement | null; scrollY: number } | undefined;

  const togglesOf = (drawer: HTMLDialogElement): HTMLElement[] =>
    [...doc.querySelectorAll<HTMLElement>(`[${ChromeAttribute.drawerToggle}]`)].filter(
      (toggle) => toggle.getAttribute('aria-controls') === drawer.id,
    );

  const show = (drawer: HTMLDialogElement, toggle: HTMLElement | null): void => {
    if (drawer.open || typeof drawer.showModal !== 'function') return;
    const scrollY = win.scrollY;
    open = { drawer, toggle, scrollY };
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
    const { toggle, scrollY } = open;
    open = undefined;
    for (const property of ['position', 'top', 'insetInline', 'width'] as const)
      doc.body.style[property] = '';
    doc.documentElement.classList.remove(DRAWER_OPEN_CLASS, `${DRAWER_OPEN_CLASS}--pushed`);
    drawer.style.transform = '';
    win.scrollTo({ top: scrollY, left: win.scrollX, behavior: 'instant' });
    for (const each of togglesOf(drawer)) each.setAttribute('aria-expanded', 'false');
    toggle?.focus({ preventScroll: true });
  };

  const close = (): void => open?.drawer.close();

  const wire = (drawer: HTMLDialogElement): void => {
    if (wired.has(drawer)) return;
    wired.add(drawer);
    drawer.addEventListener('close', () => restore(drawer));
    drawer.addEventListener('keydown', (event) => trapTab(drawer, event));
    // A click on the overlay reaches the dialog itself, outside its box.
    drawer.addEventListener('click', (event) => {
      if (event.target !== drawer) return;
      const box = drawer.getBoundingClientRect();
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      if (!inside) drawer.close();
    });
    followDrags(drawer);
  };

  const followDrags = (drawer: HTMLDialogElement): void => {
    let from: { x: number; y: number; id: number } | undefined;
    const away = (event: PointerEvent): number =>
      from ? dragAway(drawerOrigin(drawer), event.clientX - from.x, event.clientY - from.y) : 0;
    drawer.addEventListener('pointerdown', (event) => {
      if (drawer.hasAttribute(ChromeAttribute.drawerPush)) return;
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
  return {
    refresh: scan,
    stop: () => {
      close();
      doc.removeEventListener('click', onClick);
      stopWatching();
    },
  };
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function trapTab(drawer: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const controls = focusableWithin(drawer);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = drawer.ownerDocument.activeElement;
  if (event.shiftKey && (active === first || active === drawer)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
