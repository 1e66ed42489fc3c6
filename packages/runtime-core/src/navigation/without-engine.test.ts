import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveSiteConfig } from '../config/site-config';
import { Emitter } from '../events/emitter';
import type { LoadErrorEvent, NavigationEvents } from '../events/navigation-events';
import type { PageRequest } from './page-request';
import { clickDeadline } from './page-request';
import { navigateWithoutEngine } from './without-engine';

const url = new URL('https://shop.example/site/a/about');
const config = resolveSiteConfig({
  SiteAlias: 'a',
  ErrorMessages: { general: 'Offline?', tryAgain: 'Retry' },
});

function request(response: Promise<Response>, aborted = false): PageRequest {
  response.catch(() => {});
  const controller = new AbortController();
  if (aborted) controller.abort();
  return { key: '/site/a/about', response, signal: controller.signal, abort: () => controller.abort() };
}

/** Runs the fallback for a click on `url` whose request ends in `response`; answers what the window did. */
async function fallBack(response: Promise<Response>, { aborted = false } = {}) {
  const { win, assign } = fakeWindow();
  const sent = request(response, aborted);
  await navigateWithoutEngine(win, config, new Emitter(), url, sent, clickDeadline(win));
  return { assign, block: document.querySelector('.vitrine-error') };
}

function fakeWindow() {
  const assign = vi.fn();
  const win = Object.create(window) as Window;
  Object.defineProperty(win, 'location', { value: { assign } });
  Object.defineProperty(win, 'scrollTo', { value: vi.fn() });
  return { win, assign };
}

beforeEach(() => {
  document.body.innerHTML = '<main data-vitrine-content tabindex="-1"><h1>Home</h1></main>';
});

describe('navigateWithoutEngine', () => {
  it('the whole document it loads stays in the mode the page was opened in (spec §2)', async () => {
    const { win, assign } = fakeWindow();
    const opened = new URL('https://shop.example/site/a/home?nee=1#preview');
    const answered = request(Promise.resolve(new Response('{}')));
    await navigateWithoutEngine(win, config, new Emitter(), url, answered, clickDeadline(win), opened);
    await navigateWithoutEngine(win, config, new Emitter(), url, undefined, undefined, opened);
    expect(assign.mock.calls).toEqual([
      ['https://shop.example/site/a/about?nee=1#preview'],
      ['https://shop.example/site/a/about?nee=1#preview'],
    ]);
  });

  it('offline: shows the error block with Try Again in place of the content, and says so', async () => {
    const { win, assign } = fakeWindow();
    const events = new Emitter<NavigationEvents>();
    const errors: LoadErrorEvent[] = [];
    events.on('load-error', (event) => errors.push(event));
    const failed = request(Promise.reject(new TypeError('offline')));
    await navigateWithoutEngine(win, config, events, url, failed, clickDeadline(win));

    const content = document.querySelector<HTMLElement>('[data-vitrine-content]')!;
    expect(content.querySelector('.vitrine-error__message')?.textContent).toBe('Offline?');
    const retry = content.querySelector('a.vitrine-error__retry')!;
    expect(retry.textContent).toBe('Retry');
    expect(retry.getAttribute('href')).toBe('/site/a/about');
    expect(retry.hasAttribute('data-vitrine-retry')).toBe(true);
    expect(document.activeElement).toBe(content);
    expect(assign).not.toHaveBeenCalled();
    expect(errors).toEqual([{ url, reason: 'network', status: undefined, message: 'Offline?' }]);
  });

  it('loads the whole document when the server answered: only the engine was missing', async () => {
    const { assign, block } = await fallBack(Promise.resolve(new Response('{}')));
    expect(assign).toHaveBeenCalledWith(url.href);
    expect(block).toBeNull();
  });

  it('does nothing for a request a newer click aborted', async () => {
    const { assign, block } = await fallBack(Promise.reject(new Error('aborted')), { aborted: true });
    expect(assign).not.toHaveBeenCalled();
    expect(block).toBeNull();
  });

  it('loads the whole document when the page has no content container to show the block in', async () => {
    document.body.innerHTML = '<p>No container</p>';
    const { assign } = await fallBack(Promise.reject(new TypeError('offline')));
    expect(assign).toHaveBeenCalledWith(url.href);
  });
});
