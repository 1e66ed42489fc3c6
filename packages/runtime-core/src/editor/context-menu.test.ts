import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTEXT_MENU_MESSAGE, forwardContextMenus } from './context-menu';

let stop = () => {};
afterEach(() => {
  stop();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

function rightClick(target: Element): MouseEvent {
  const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: 12, clientY: 34 });
  target.dispatchEvent(event);
  return event;
}

describe('forwardContextMenus', () => {
  it('posts a right click to the editor frame, describing the element and its widget, and keeps the browser menu away', () => {
    document.body.innerHTML =
      '<section data-widget-id="baguette-countdown" class="baguette"><p id="status" class="note">Next batch</p></section>';
    const parent = { postMessage: vi.fn() };
    const win = Object.create(window, { parent: { value: parent } }) as Window;
    stop = forwardContextMenus(win, document, 'https://editor.test').stop;
    const event = rightClick(document.getElementById('status')!);
    expect(event.defaultPrevented).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledWith(
      {
        type: CONTEXT_MENU_MESSAGE,
        clientX: 12,
        clientY: 34,
        target: { tagName: 'p', id: 'status', className: 'note', widgetId: undefined, widgetName: undefined },
        widget: {
          tagName: 'section',
          id: '',
          className: 'baguette',
          widgetId: 'baguette-countdown',
          widgetName: undefined,
        },
      },
      'https://editor.test',
    );
  });

  it('leaves the menu to the browser when the page is not in a frame, and stops listening when stopped', () => {
    document.body.innerHTML = '<p>text</p>';
    const post = vi.spyOn(window, 'postMessage');
    stop = forwardContextMenus(window, document).stop;
    expect(rightClick(document.querySelector('p')!).defaultPrevented).toBe(false);
    expect(post).not.toHaveBeenCalled();
  });
});
