import { describe, expect, it, vi } from 'vitest';
import { command, listenTo, saysPlaying } from './provider-messages';

const message = (origin: string, data: unknown) => ({ origin, data }) as MessageEvent;

describe('saysPlaying', () => {
  it("reads YouTube's state changes and info deliveries, from YouTube's origins only", () => {
    const from = 'https://www.youtube-nocookie.com';
    expect(saysPlaying('youtube', message(from, '{"event":"onStateChange","info":1}'))).toBe(true);
    expect(saysPlaying('youtube', message(from, '{"event":"onStateChange","info":3}'))).toBe(false);
    expect(saysPlaying('youtube', message(from, '{"event":"infoDelivery","info":{"playerState":1}}'))).toBe(
      true,
    );
    expect(saysPlaying('youtube', message(from, 'not json'))).toBe(false);
    expect(
      saysPlaying('youtube', message('https://evil.example', '{"event":"onStateChange","info":1}')),
    ).toBe(false);
  });

  it("reads Vimeo's play events", () => {
    expect(saysPlaying('vimeo', message('https://player.vimeo.com', { event: 'playing' }))).toBe(true);
    expect(saysPlaying('vimeo', message('https://player.vimeo.com', '{"event":"pause"}'))).toBe(false);
  });
});

describe('commands', () => {
  it("speaks each provider's protocol to its own origin", () => {
    const frame = { postMessage: vi.fn() } as unknown as Window;
    listenTo('youtube', frame);
    expect(command('youtube', frame, 'pause')).toBe(true);
    expect(command('vimeo', frame, 'play')).toBe(true);
    expect(command('dailymotion', frame, 'pause')).toBe(false);
    expect(vi.mocked(frame.postMessage).mock.calls).toEqual([
      ['{"event":"listening","id":1,"channel":"widget"}', 'https://www.youtube-nocookie.com'],
      ['{"event":"command","func":"pauseVideo","args":[]}', 'https://www.youtube-nocookie.com'],
      [{ method: 'play' }, 'https://player.vimeo.com'],
    ]);
  });
});
