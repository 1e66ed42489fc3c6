import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadThirdPartyScript } from './third-party-script';

type Scheduler = { open(url: string): void };
type SchedulerWindow = Window & { Scheduler?: Scheduler };
const SCRIPT_URL = 'https://assets.scheduler.example/widget.js';
const options = {
  name: 'the scheduler script',
  ready: (win: Window) => (win as SchedulerWindow).Scheduler,
  attributes: { id: 'scheduler-js' },
};
const scripts = () => [...document.head.querySelectorAll('script')];

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'Scheduler');
  for (const script of scripts()) script.remove();
});

describe('loadThirdPartyScript', () => {
  it('adds the script once, whoever asks, and resolves with what it defines', async () => {
    const first = loadThirdPartyScript(document, SCRIPT_URL, options);
    const second = loadThirdPartyScript(document, SCRIPT_URL, options);
    expect(scripts().map((script) => [script.src, script.id, script.async])).toEqual([
      [SCRIPT_URL, 'scheduler-js', true],
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
    expect(scripts()).toHaveLength(0);
    const empty = loadThirdPartyScript(document, SCRIPT_URL, options);
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(empty).rejects.toThrow('the scheduler script defined nothing usable');
    loadThirdPartyScript(document, SCRIPT_URL, options).catch(() => {});
    expect(scripts()).toHaveLength(1);
  });

  it('gives up on a script that does not arrive in time', async () => {
    vi.useFakeTimers();
    const late = loadThirdPartyScript(document, SCRIPT_URL, { ...options, timeoutMs: 1_000 });
    vi.advanceTimersByTime(1_000);
    await expect(late).rejects.toThrow('the scheduler script did not arrive within 1000 ms');
  });
});
