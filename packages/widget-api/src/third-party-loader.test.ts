import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_CATEGORIES, CONSENT_COOKIE, consent } from './consent';
import { setConsentMode } from './consent-mode';
import { pictureRequests } from './testing';
import {
  allowThirdParty,
  embedThirdPartyFrame,
  fetchThirdParty,
  loadThirdPartyImage,
  loadThirdPartyScript,
  loadThirdPartyStylesheet,
  ThirdPartyLoadError,
} from './third-party-loader';
import type { ThirdPartyProvider } from './third-party-providers';

type Scheduler = { open(url: string): void };
type SchedulerWindow = Window & { Scheduler?: Scheduler };
const SCRIPT_URL = 'https://assets.scheduler.example/widget.js';
const scheduling: ThirdPartyProvider = { name: 'Scheduler', category: 'functional' };
const options = {
  provider: scheduling,
  name: 'the scheduler script',
  ready: (win: Window) => (win as SchedulerWindow).Scheduler,
  attributes: { id: 'scheduler-js' },
};
const scripts = () => [...document.head.querySelectorAll('script')];
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof ThirdPartyLoadError ? error.reason : error),
  );

beforeEach(() => {
  const meta = document.createElement('meta');
  meta.name = 'csp-nonce';
  meta.content = 'r4nd0m';
  document.head.append(meta);
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'Scheduler');
  document.head.replaceChildren();
  setConsentMode('notice');
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API, and the helper writes cookies the same way
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
});

describe('loadThirdPartyScript', () => {
  it('adds the script once, whoever asks, with the page nonce, and resolves with what it defines', async () => {
    const first = loadThirdPartyScript(document, SCRIPT_URL, options);
    const second = loadThirdPartyScript(document, SCRIPT_URL, options);
    expect(scripts().map((script) => [script.src, script.id, script.async, script.nonce])).toEqual([
      [SCRIPT_URL, 'scheduler-js', true, 'r4nd0m'],
    ]);
    const scheduler = { open: () => {} };
    (window as SchedulerWindow).Scheduler = scheduler;
    scripts()[0]?.dispatchEvent(new Event('load'));
    expect(await first).toBe(scheduler);
    expect(await second).toBe(scheduler);
    expect(await loadThirdPartyScript(document, SCRIPT_URL, options)).toBe(scheduler);
    expect(scripts()).toHaveLength(1);
  });

  it('rejects when the script fails or defines nothing, and the next call tries again', async () => {
    const failed = loadThirdPartyScript(document, SCRIPT_URL, options);
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('the scheduler script could not be loaded');
    expect(await failure(failed)).toBe('network');
    expect(scripts()).toHaveLength(0);
    const empty = loadThirdPartyScript(document, SCRIPT_URL, options);
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(empty).rejects.toThrow('the scheduler script defined nothing usable');
    expect(await failure(empty)).toBe('unusable');
    loadThirdPartyScript(document, SCRIPT_URL, options).catch(() => {});
    expect(scripts()).toHaveLength(1);
  });

  it('gives up on a script that does not arrive in time, and takes it out', async () => {
    vi.useFakeTimers();
    const late = loadThirdPartyScript(document, SCRIPT_URL, { ...options, timeoutMs: 1_000 });
    vi.advanceTimersByTime(999);
    expect(scripts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await expect(late).rejects.toThrow('the scheduler script did not arrive within 1000 ms');
    expect(await failure(late)).toBe('timeout');
    expect(scripts()).toHaveLength(0);
  });

  it('waits within its timeout for a script that announces itself later', async () => {
    vi.useFakeTimers();
    let announce: (api: Scheduler) => void = () => {};
    const announced = new Promise<Scheduler>((resolve) => {
      announce = resolve;
    });
    const loading = loadThirdPartyScript(document, SCRIPT_URL, { ...options, ready: () => announced });
    scripts()[0]?.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(10_000);
    const scheduler = { open: () => {} };
    announce(scheduler);
    expect(await loading).toBe(scheduler);
  });

  it("tells a refusal by the page's Content Security Policy from a failed request", async () => {
    const refused = loadThirdPartyScript(document, SCRIPT_URL, options);
    const violation = new Event('securitypolicyviolation');
    Object.assign(violation, { blockedURI: SCRIPT_URL });
    document.dispatchEvent(violation);
    scripts()[0]?.dispatchEvent(new Event('error'));
    expect(await failure(refused)).toBe('blocked');
    await expect(refused).rejects.toThrow(
      "the scheduler script was refused by the page's Content Security Policy",
    );
  });
});

describe('the consent gate', () => {
  const marketing: ThirdPartyProvider = { name: 'Tracker', category: 'marketing' };

  it('loads everything in the default notice mode until the visitor answers', () => {
    loadThirdPartyScript(document, SCRIPT_URL, { ...options, provider: marketing }).catch(() => {});
    expect(scripts()).toHaveLength(1);
  });

  it('in notice mode holds what the visitor declined', async () => {
    consent.set(['functional']);
    loadThirdPartyScript(document, SCRIPT_URL, { ...options, provider: marketing }).catch(() => {});
    await Promise.resolve();
    expect(scripts()).toHaveLength(0);
  });

  it('loads everything in none mode, whatever the visitor answered', () => {
    setConsentMode('none');
    consent.set([]);
    loadThirdPartyScript(document, SCRIPT_URL, { ...options, provider: marketing }).catch(() => {});
    expect(scripts()).toHaveLength(1);
  });

  it('in opt-in mode holds a category until the visitor accepts, then loads', async () => {
    setConsentMode('opt-in');
    const loading = loadThirdPartyScript(document, SCRIPT_URL, { ...options, provider: marketing });
    consent.set([]);
    await Promise.resolve();
    expect(scripts()).toHaveLength(0);
    consent.set(CONSENT_CATEGORIES);
    await vi.waitFor(() => expect(scripts()).toHaveLength(1));
    const scheduler = { open: () => {} };
    (window as SchedulerWindow).Scheduler = scheduler;
    scripts()[0]?.dispatchEvent(new Event('load'));
    expect(await loading).toBe(scheduler);
  });

  it('in opt-in mode fails with "consent" at once when the caller asks not to wait', async () => {
    setConsentMode('opt-in');
    const refused = loadThirdPartyScript(document, SCRIPT_URL, { ...options, consent: 'fail' });
    expect(await failure(refused)).toBe('consent');
    await expect(refused).rejects.toThrow(
      'the scheduler script waits for the visitor to allow functional third parties',
    );
    expect(scripts()).toHaveLength(0);
  });

  it('in opt-in mode loads what is necessary before any answer', () => {
    setConsentMode('opt-in');
    const necessary: ThirdPartyProvider = { name: 'Captcha', category: 'necessary' };
    loadThirdPartyScript(document, SCRIPT_URL, { ...options, provider: necessary }).catch(() => {});
    expect(scripts()).toHaveLength(1);
  });

  it('stops waiting when the caller goes away', async () => {
    setConsentMode('opt-in');
    const gone = new AbortController();
    const waiting = allowThirdParty(document, SCRIPT_URL, { provider: marketing, signal: gone.signal });
    gone.abort(new Error('unmounted'));
    await expect(waiting).rejects.toThrow('unmounted');
    consent.set(CONSENT_CATEGORIES);
    await expect(allowThirdParty(document, SCRIPT_URL, { provider: marketing })).resolves.toBeUndefined();
  });

  it('wakes a waiting load when the site switches the mode', async () => {
    setConsentMode('opt-in');
    const waiting = allowThirdParty(document, SCRIPT_URL, { provider: marketing });
    setConsentMode('none');
    await expect(waiting).resolves.toBeUndefined();
  });

  it('refuses a mode that is not one of the three', () => {
    expect(() => setConsentMode('maybe' as never)).toThrow(
      'the consent mode must be one of opt-in, notice, none, not maybe',
    );
  });
});

describe('the other kinds', () => {
  const STYLES = 'https://assets.scheduler.example/widget.css';
  const STILL = 'https://stills.example/video.jpg';

  it('adds a stylesheet once with the nonce, and settles on its load', async () => {
    const first = loadThirdPartyStylesheet(document, STYLES, { provider: scheduling });
    const second = loadThirdPartyStylesheet(document, STYLES, { provider: scheduling });
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.href, link.nonce])).toEqual([
      ['stylesheet', STYLES, 'r4nd0m'],
    ]);
    links[0]?.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  });

  it('fetches an image once and resolves with its address; a failed one is asked again', async () => {
    const { Image, asked: requested } = pictureRequests();
    vi.stubGlobal('Image', Image);
    const broken = loadThirdPartyImage(document, STILL, { provider: scheduling });
    loadThirdPartyImage(document, STILL, { provider: scheduling }).catch(() => {});
    expect(requested.map((image) => image.src)).toEqual([STILL]);
    requested[0]?.dispatchEvent(new Event('error'));
    expect(await failure(broken)).toBe('network');
    const still = loadThirdPartyImage(document, STILL, { provider: scheduling });
    requested[1]?.dispatchEvent(new Event('load'));
    expect(await still).toBe(STILL);
    vi.unstubAllGlobals();
  });

  it('points a frame at its embed once allowed, and settles on its load', async () => {
    setConsentMode('opt-in');
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const embedding = embedThirdPartyFrame(frame, 'https://player.example/embed/1', { provider: scheduling });
    await Promise.resolve();
    expect(frame.getAttribute('src')).toBeNull();
    consent.set(CONSENT_CATEGORIES);
    await vi.waitFor(() => expect(frame.src).toBe('https://player.example/embed/1'));
    frame.dispatchEvent(new Event('load'));
    await expect(embedding).resolves.toBeUndefined();
    frame.remove();
  });

  it('makes a data call within its timeout, and tells a late one from a failed one', async () => {
    vi.useFakeTimers();
    const calls: { url: string; signal: AbortSignal }[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      calls.push({ url, signal: init.signal as AbortSignal });
      return new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    });
    const late = fetchThirdParty(document, 'https://geo.example/search?q=rye', {
      provider: scheduling,
      timeoutMs: 2_000,
    });
    vi.advanceTimersByTime(2_000);
    expect(await failure(late)).toBe('timeout');
    expect(calls[0]?.signal.aborted).toBe(true);

    const left = new AbortController();
    const abandoned = fetchThirdParty(document, 'https://geo.example/search?q=harbor', {
      provider: scheduling,
      signal: left.signal,
    });
    left.abort(new Error('the visitor typed on'));
    await expect(abandoned).rejects.toThrow('the visitor typed on');

    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const offline = fetchThirdParty(document, 'https://geo.example/search?q=bread', { provider: scheduling });
    expect(await failure(offline)).toBe('network');
    vi.unstubAllGlobals();
  });
});
