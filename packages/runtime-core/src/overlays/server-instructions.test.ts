import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseServerInstructions, ServerInstructionTimers } from './server-instructions';

describe('parseServerInstructions', () => {
  it('reads one instruction or a list', () => {
    const popup = { action: 'popup', props: { title: 'Closed Monday', text: 'Back Tuesday.', delay: 2 } };
    const parsed = { action: 'popup', title: 'Closed Monday', text: 'Back Tuesday.', delaySeconds: 2 };
    expect(parseServerInstructions(popup)).toEqual([parsed]);
    expect(parseServerInstructions([popup, popup])).toEqual([parsed, parsed]);
  });

  it('reads numeric string delays and treats bad delays as none', () => {
    const delays = ['1.5', -3, 'soon', null].map(
      (delay) => parseServerInstructions({ action: 'popup', props: { text: 't', delay } })[0]?.delaySeconds,
    );
    expect(delays).toEqual([1.5, 0, 0, 0]);
  });

  it('leaves out and reports other actions and empty messages', () => {
    const report = vi.fn();
    expect(
      parseServerInstructions(
        [{ action: 'redirect' }, { action: 'popup', props: { title: ' ' } }, 'popup', { action: 'popup' }],
        report,
      ),
    ).toEqual([]);
    expect(report).toHaveBeenCalledTimes(4);
    expect(parseServerInstructions(undefined, report)).toEqual([]);
    expect(report).toHaveBeenCalledTimes(4);
  });
});

describe('ServerInstructionTimers', () => {
  afterEach(() => vi.useRealTimers());

  it('shows each instruction after its delay, and cancel drops the ones waiting', () => {
    vi.useFakeTimers();
    const show = vi.fn();
    const timers = new ServerInstructionTimers(window, show);
    timers.schedule([
      { action: 'popup', title: 'a', text: '', delaySeconds: 1 },
      { action: 'popup', title: 'b', text: '', delaySeconds: 3 },
    ]);
    vi.advanceTimersByTime(999);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'a' }));
    timers.cancel();
    vi.advanceTimersByTime(5000);
    expect(show).toHaveBeenCalledTimes(1);
  });
});
