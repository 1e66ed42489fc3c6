import { afterEach, describe, expect, it } from 'vitest';
import { focusableWithin, keepTabInside, trapFocus } from './focus-trap';

afterEach(() => {
  document.body.replaceChildren();
});

function setUp(): { opener: HTMLButtonElement; dialog: HTMLElement; first: HTMLElement; last: HTMLElement } {
  document.body.innerHTML = `
    <button id="opener">Open</button>
    <div id="dialog" role="dialog">
      <button id="first">Close</button>
      <button disabled>Disabled</button>
      <a>Not a link without href</a>
      <div hidden><input id="in-hidden"></div>
      <input type="hidden" name="token">
      <span tabindex="-1">Out of the tab order</span>
      <a id="last" href="#more">More</a>
    </div>`;
  const element = (id: string) => document.getElementById(id) as HTMLElement;
  return {
    opener: element('opener') as HTMLButtonElement,
    dialog: element('dialog'),
    first: element('first'),
    last: element('last'),
  };
}

function tab(target: Element, shiftKey = false): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

describe('focusableWithin', () => {
  it('lists the controls Tab reaches, in order, leaving out disabled, hidden and untabbable ones', () => {
    const { dialog, first, last } = setUp();
    expect(focusableWithin(dialog)).toEqual([first, last]);
  });

  it('leaves out controls without a box when the root has one', () => {
    const { dialog, first, last } = setUp();
    const box = [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList;
    const none = [] as unknown as DOMRectList;
    dialog.getClientRects = () => box;
    first.getClientRects = () => box;
    last.getClientRects = () => none;
    expect(focusableWithin(dialog)).toEqual([first]);
  });
});

describe('trapFocus', () => {
  it('sends Tab from the last control to the first, and Shift+Tab from the first to the last', () => {
    const { opener, dialog, first, last } = setUp();
    opener.focus();
    trapFocus(dialog);
    last.focus();
    expect(tab(last).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(first);
    expect(tab(first, true).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(last);
  });

  it('leaves Tab between two inner controls to the browser', () => {
    const { dialog, first } = setUp();
    trapFocus(dialog);
    first.focus();
    const event = tab(first);
    expect(event.defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(first);
  });

  it('brings focus in from the container itself or from outside it', () => {
    const { opener, dialog, first, last } = setUp();
    trapFocus(dialog);
    dialog.tabIndex = -1;
    dialog.focus();
    tab(dialog, true);
    expect(document.activeElement).toBe(last);
    opener.focus();
    // A keydown the page behind sends does not reach the trap; one on the container does, with focus outside.
    tab(dialog);
    expect(document.activeElement).toBe(first);
  });

  it('keeps focus where it is when the container has nothing to Tab to', () => {
    document.body.innerHTML = '<div id="empty" tabindex="-1"><p>Nothing to press</p></div>';
    const empty = document.getElementById('empty') as HTMLElement;
    trapFocus(empty);
    empty.focus();
    expect(tab(empty).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(empty);
  });

  it('returns focus to what had it when the trap was set, and stops trapping', () => {
    const { opener, dialog, first, last } = setUp();
    opener.focus();
    const trap = trapFocus(dialog);
    first.focus();
    trap.release();
    expect(document.activeElement).toBe(opener);
    last.focus();
    expect(tab(last).defaultPrevented).toBe(false);
  });

  it('returns focus where it is told, or nowhere, and not to an element gone from the page', () => {
    const { opener, dialog, first, last } = setUp();
    first.focus();
    trapFocus(dialog, { returnFocusTo: opener }).release();
    expect(document.activeElement).toBe(opener);
    last.focus();
    trapFocus(dialog, { returnFocusTo: null }).release();
    expect(document.activeElement).toBe(last);
    const gone = document.createElement('button');
    trapFocus(dialog, { returnFocusTo: gone }).release();
    expect(document.activeElement).toBe(last);
  });
});

describe('keepTabInside', () => {
  it('applies the same rule to one key press of a handler the caller owns', () => {
    const { dialog, first, last } = setUp();
    last.focus();
    let prevented = false;
    keepTabInside(dialog, {
      shiftKey: false,
      preventDefault: () => {
        prevented = true;
      },
    });
    expect(prevented).toBe(true);
    expect(document.activeElement).toBe(first);
  });
});
