// The editor's context-menu chunk: loaded only in editor mode (`nee=` in the URL), never on a live site.
import type { RunningFeature } from '../chunks/lazy-features';
import { MarkupAttribute } from '../markup/attributes';

/** The `type` of the message the editor frame receives for a right click on the page. */
export const CONTEXT_MENU_MESSAGE = 'vitrine:context-menu';

/** What the editor frame receives (`event.data`) when the site owner right-clicks an element of the page. */
export interface ContextMenuMessage {
  type: typeof CONTEXT_MENU_MESSAGE;
  /** Where the click was, in the page frame's viewport. */
  clientX: number;
  clientY: number;
  /** The element clicked. */
  target: ContextMenuTarget;
  /** The nearest widget around it (a package widget or a custom widget), if any. */
  widget: ContextMenuTarget | undefined;
}

export interface ContextMenuTarget {
  tagName: string;
  id: string;
  className: string;
  /** `data-widget-id`, when the element has one. */
  widgetId: string | undefined;
  /** `data-vitrine-widget` (the package widget's name), when the element has one. */
  widgetName: string | undefined;
}

/**
 * Spec §6: in editor mode, right clicks on the page are the editor's. Each one is kept from the browser and
 * posted to the editor frame (the parent window) as a `ContextMenuMessage`, to `targetOrigin` (the site
 * parameter `EditorOrigin`; `*` without it, as the message describes only the public page). A page that is
 * not in a frame keeps the browser's menu.
 */
export function forwardContextMenus(win: Window, doc: Document, targetOrigin = '*'): RunningFeature {
  const onContextMenu = (event: MouseEvent): void => {
    const target = event.target as Element | null;
    // Checked by shape, not `instanceof`: the target may come from another realm (a test's window).
    if (win.parent === win || typeof target?.closest !== 'function') return;
    event.preventDefault();
    const widget = target.closest(`[${MarkupAttribute.widgetId}],[${MarkupAttribute.widget}]`);
    const message: ContextMenuMessage = {
      type: CONTEXT_MENU_MESSAGE,
      clientX: event.clientX,
      clientY: event.clientY,
      target: describe(target),
      widget: widget ? describe(widget) : undefined,
    };
    win.parent.postMessage(message, targetOrigin);
  };
  doc.addEventListener('contextmenu', onContextMenu);
  return { stop: () => doc.removeEventListener('contextmenu', onContextMenu) };
}

function describe(element: Element): ContextMenuTarget {
  return {
    tagName: element.localName,
    id: element.id,
    className: element.getAttribute('class') ?? '',
    widgetId: element.getAttribute(MarkupAttribute.widgetId) ?? undefined,
    widgetName: element.getAttribute(MarkupAttribute.widget) ?? undefined,
  };
}
