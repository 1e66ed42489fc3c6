import { polyfillDialog } from '@vitrine/widget-api/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { startChrome } from './index';

beforeAll(polyfillDialog);

describe('startChrome', () => {
  it('starts the features whose markup is in the document, and stops them', async () => {
    document.head.innerHTML = '';
    document.body.innerHTML = `
      <button id="toggle" data-vitrine-drawer-toggle aria-controls="drawer" aria-expanded="false">Menu</button>
      <dialog id="drawer" data-vitrine-drawer="side"><a href="#a">A</a></dialog>
      <a id="call" href="tel:+15550100" data-vitrine-click-to="call">Call</a>`;
    const chrome = await startChrome();
    const fired: unknown[] = [];
    chrome.publicEvents.on('event-ClickToCall', (payload) => fired.push(payload));
    // Only what the markup has: the drawer's styles, no cookie notice's.
    expect(document.querySelector('style[data-vitrine-style="drawer"]')).not.toBeNull();
    expect(document.querySelector('style[data-vitrine-style="cookie-notice"]')).toBeNull();
    (document.getElementById('toggle') as HTMLElement).click();
    expect((document.getElementById('drawer') as HTMLDialogElement).open).toBe(true);
    (document.getElementById('call') as HTMLElement).click();
    expect(fired).toEqual([{ phone: '+15550100' }]);

    chrome.stop();
    expect((document.getElementById('drawer') as HTMLDialogElement).open).toBe(false);
    (document.getElementById('toggle') as HTMLElement).click();
    expect((document.getElementById('drawer') as HTMLDialogElement).open).toBe(false);
  });
});
