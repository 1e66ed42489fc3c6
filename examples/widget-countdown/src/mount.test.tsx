// The mount as core calls it: on a real element of the page, with a context, and its cleanup on unmount.
import { act } from '@testing-library/react';
import type { WidgetCleanup } from '@vitrine/widget-api';
import { parseConfig } from '@vitrine/widget-api';
import { createTestContext } from '@vitrine/widget-api/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countdownConfig } from './config';
import { mount } from './mount';

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('mount', () => {
  it('draws the countdown into its element, and its cleanup leaves the element empty', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-21T17:00:00Z') });
    const parsed = await parseConfig(countdownConfig, {
      until: '2026-12-21T18:00:00Z',
      label: 'Bake starts in',
    });
    if (!parsed.ok) throw new Error(parsed.problems.join('; '));
    const element = document.createElement('div');
    document.body.append(element);
    const unmounted = new AbortController();

    let cleanup: WidgetCleanup | undefined;
    act(() => {
      cleanup = mount(element, createTestContext(parsed.config, { signal: unmounted.signal })) ?? undefined;
    });
    expect(element.textContent).toContain('Bake starts in');
    expect(element.querySelector('.vw-countdown__clock')?.textContent).toBe('0d 01:00:00');

    act(() => {
      unmounted.abort();
      cleanup?.();
    });
    expect(element.childElementCount).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
