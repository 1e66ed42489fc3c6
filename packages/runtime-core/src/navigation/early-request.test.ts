import { describe, expect, it, vi } from 'vitest';
import { EarlyRequest } from './early-request';

function windowWithFetch() {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    return new Promise<Response>(() => {});
  });
  return { win: { fetch } as unknown as Window, calls };
}

const about = new URL('https://shop.example/site/a/about#team');
const menu = new URL('https://shop.example/site/a/menu');

describe('EarlyRequest', () => {
  it('sends the page JSON request of a click at once, at high priority', () => {
    const { win, calls } = windowWithFetch();
    const request = new EarlyRequest(win).click(about);
    expect(request.key).toBe('/site/a/about');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://shop.example/site/a/about?dm_ajaxCall=true');
    expect(calls[0]!.init).toMatchObject({ priority: 'high', credentials: 'same-origin' });
  });

  it('sends one request for a double click, and a newer click replaces an older one', () => {
    const { win, calls } = windowWithFetch();
    const early = new EarlyRequest(win);
    const first = early.click(about);
    expect(early.click(new URL('https://shop.example/site/a/about'))).toBe(first);
    expect(calls).toHaveLength(1);
    expect(early.pending).toBe(true);

    const second = early.click(menu);
    expect(first.signal.aborted).toBe(true);
    expect(second.signal.aborted).toBe(false);
    expect(calls).toHaveLength(2);
  });

  it('forgets its request once released, so the next click asks again', () => {
    const { win, calls } = windowWithFetch();
    const early = new EarlyRequest(win);
    const first = early.click(about);
    early.release();
    expect(early.pending).toBe(false);
    expect(early.click(about)).not.toBe(first);
    expect(first.signal.aborted).toBe(false);
    expect(calls).toHaveLength(2);
  });

  it('never reports a request nobody reads as an unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const win = { fetch: () => Promise.reject(new TypeError('Failed to fetch')) } as unknown as Window;
    new EarlyRequest(win).click(about);
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
