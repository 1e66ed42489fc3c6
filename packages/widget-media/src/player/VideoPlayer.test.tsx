// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  CONSENT_CATEGORIES,
  CONSENT_COOKIE,
  consent,
  parseConfig,
  setConsentMode,
  type WidgetEvents,
} from '@vitrine/widget-api';
import { createTestContext, pictureRequests, recordingLogger } from '@vitrine/widget-api/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { videoPlayerConfig } from './config';
import { NOTHING_TO_PLAY_MESSAGE, PLAYER_UNREACHABLE_MESSAGE, STREAM_FAILED_MESSAGE } from './messages';
import { VideoPlayer } from './VideoPlayer';

/** The pictures the page asked for through `Image` (the third-party loader's way), each arriving at once. */
let picturesAsked: HTMLImageElement[] = [];
beforeEach(() => {
  const pictures = pictureRequests({ arrive: true });
  picturesAsked = pictures.asked;
  vi.stubGlobal('Image', pictures.Image);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setConsentMode('notice');
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API, and the helper writes cookies the same way
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
});

async function setup(raw: Record<string, unknown>, events?: WidgetEvents, inEditor = false) {
  const parsed = await parseConfig(videoPlayerConfig, raw);
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  const logger = recordingLogger();
  const emitted: Array<[string, unknown]> = [];
  const context = createTestContext(parsed.config, {
    logger,
    inEditor,
    events: events ?? { emit: (name, payload) => emitted.push([name, payload]), on: () => () => {} },
  });
  const view = render(<VideoPlayer config={parsed.config} context={context} />);
  return { ...view, logger, emitted };
}

describe('VideoPlayer with a provider', () => {
  it('shows a facade and loads the provider player only on play, tracking the play once', async () => {
    const fetch = vi.fn(async () => new Response(null));
    vi.stubGlobal('fetch', fetch);
    const { container, emitted } = await setup({
      provider: 'youtube',
      id: 'dQw4w9WgXcQ',
      title: 'Shaping loaves',
    });
    expect(container.querySelector('iframe')).toBeNull();
    // YouTube's still, through the third-party loader: shown once the browser has it.
    await waitFor(() =>
      expect(container.querySelector('img')?.getAttribute('src')).toBe(
        'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      ),
    );
    expect(picturesAsked.map((image) => image.src)).toEqual([
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    ]);
    const play = screen.getByRole('button', { name: 'Play video: Shaping loaves (YouTube)' });
    fireEvent.click(play);
    fireEvent.click(play);
    const frame = container.querySelector('iframe');
    expect(frame?.src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?autoplay=1/);
    expect(frame?.title).toBe('Shaping loaves');
    expect(document.activeElement).toBe(frame);
    expect(emitted).toEqual([
      ['event-VideoPlay', { provider: 'youtube', id: 'dQw4w9WgXcQ', title: 'Shaping loaves' }],
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('goes back to the poster with a clear message when the provider cannot be reached, and tries again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { container } = await setup({
      provider: 'vimeo',
      id: '76979871',
      poster: '/still.jpg',
      title: 'Our bakery',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Our bakery (Vimeo)' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', PLAYER_UNREACHABLE_MESSAGE);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/still.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Our bakery (Vimeo)' }));
    expect(container.querySelector('iframe')?.src).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
  });

  it('in opt-in mode shows the consent facade on the site poster, and Load once plays without an answer', async () => {
    const fetch = vi.fn(async () => new Response(null));
    vi.stubGlobal('fetch', fetch);
    setConsentMode('opt-in');
    const { container } = await setup({
      provider: 'youtube',
      id: 'dQw4w9WgXcQ',
      title: 'Shaping loaves',
      poster: '/media/loaves.jpg',
    });
    // The provider's image host is YouTube's: only the site's own poster shows, and nothing is requested.
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/media/loaves.jpg',
    ]);
    const facade = screen.getByRole('group', { name: 'Shaping loaves' });
    expect(facade.textContent).toContain('Provided by YouTube');
    expect(screen.queryByRole('button', { name: /Play video/ })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Load once' }));
    await waitFor(() =>
      expect(container.querySelector('iframe')?.src).toMatch(
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?autoplay=1/,
      ),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(consent.get()).toBeUndefined();
  });

  it('in opt-in mode, a poster from an image host is not shown before consent: the dark box', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null)),
    );
    setConsentMode('opt-in');
    const { container } = await setup({
      provider: 'vimeo',
      id: '76979871',
      title: 'Our bakery',
      poster: 'https://images.example-cdn.net/bakery.jpg',
    });
    expect(screen.getByRole('group', { name: 'Our bakery' }).textContent).toContain('Provided by Vimeo');
    expect(container.querySelector('img')).toBeNull();
    expect(picturesAsked).toEqual([]);
    consent.set(CONSENT_CATEGORIES);
    // Allowed, the owner's poster comes through the third-party loader and shows behind the play button.
    await screen.findByRole('button', { name: 'Play video: Our bakery (Vimeo)' });
    await waitFor(() =>
      expect(container.querySelector('img')?.getAttribute('src')).toBe(
        'https://images.example-cdn.net/bakery.jpg',
      ),
    );
    expect(picturesAsked.map((image) => image.src)).toEqual(['https://images.example-cdn.net/bakery.jpg']);
  });

  it('in opt-in mode, a dark box without a poster; Always allow records marketing and plays', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null)),
    );
    setConsentMode('opt-in');
    const { container } = await setup({ provider: 'youtube', id: 'dQw4w9WgXcQ', title: 'Shaping loaves' });
    expect(container.querySelector('img')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Always allow “Marketing”' }));
    await waitFor(() => expect(container.querySelector('iframe')?.src).toContain('youtube-nocookie.com'));
    expect(consent.get()).toEqual(['necessary', 'marketing']);
  });

  it('once the visitor accepts in the notice, shows the play button and waits for a play', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null)),
    );
    setConsentMode('opt-in');
    const { container } = await setup({ provider: 'youtube', id: 'dQw4w9WgXcQ', title: 'Shaping loaves' });
    consent.set(CONSENT_CATEGORIES);
    const play = await screen.findByRole('button', { name: 'Play video: Shaping loaves (YouTube)' });
    expect(container.querySelector('iframe')).toBeNull();
    await waitFor(() =>
      expect(container.querySelector('img')?.getAttribute('src')).toBe(
        'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      ),
    );
    fireEvent.click(play);
    expect(container.querySelector('iframe')?.src).toContain('youtube-nocookie.com');
  });

  it('in the editor shows the facade with its buttons disabled, whatever the answer, and loads nothing', async () => {
    const fetch = vi.fn(async () => new Response(null));
    vi.stubGlobal('fetch', fetch);
    consent.set(CONSENT_CATEGORIES);
    const { container } = await setup(
      { provider: 'youtube', id: 'dQw4w9WgXcQ', title: 'Shaping loaves' },
      undefined,
      true,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('button', { name: /Play video/ })).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Load once' })).toHaveProperty('disabled', true),
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says so, instead of an empty box, for an id the provider could not have given', async () => {
    await setup({ provider: 'dailymotion', id: '../../x', title: 'Broken' });
    expect(screen.getByRole('status').textContent).toBe(NOTHING_TO_PLAY_MESSAGE);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('logs a tracking failure and still plays', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null)),
    );
    const throwing: WidgetEvents = {
      emit: () => {
        throw new Error('tracker down');
      },
      on: () => () => {},
    };
    const { container, logger } = await setup({ provider: 'dailymotion', id: 'x8abc12' }, throwing);
    fireEvent.click(screen.getByRole('button'));
    expect(container.querySelector('iframe')?.src).toContain(
      'https://geo.dailymotion.com/player.html?video=x8abc12',
    );
    expect(logger.lines.map(([level, message]) => [level, message])).toEqual([
      ['warn', 'the video play could not be tracked'],
    ]);
  });
});

describe('VideoPlayer with the site files', () => {
  it('renders native controls, the sources and the captions tracks, and tracks each play start', async () => {
    const { container, emitted } = await setup({
      sources: [{ src: '/media/oven.webm' }, { src: '/media/oven.mp4' }],
      poster: '/media/oven.jpg',
      title: 'The oven at dawn',
      captions: [{ src: '/media/oven.en.vtt', srclang: 'en', label: 'English', default: true }],
    });
    const video = container.querySelector('video');
    expect(video?.controls).toBe(true);
    expect(video?.getAttribute('aria-label')).toBe('The oven at dawn');
    expect([...container.querySelectorAll('source')].map((source) => [source.src, source.type])).toEqual([
      [`${location.origin}/media/oven.webm`, 'video/webm'],
      [`${location.origin}/media/oven.mp4`, 'video/mp4'],
    ]);
    const track = container.querySelector('track');
    expect([track?.kind, track?.srclang, track?.label, track?.default]).toEqual([
      'captions',
      'en',
      'English',
      true,
    ]);
    if (!video) throw new Error('no video');
    fireEvent.play(video);
    fireEvent.play(video);
    expect(emitted).toEqual([
      ['event-VideoPlay', { provider: 'cdn', id: '/media/oven.webm', title: 'The oven at dawn' }],
      ['event-VideoPlay', { provider: 'cdn', id: '/media/oven.webm', title: 'The oven at dawn' }],
    ]);
  });

  it('offers a play button instead of native controls for HLS where the browser has no native HLS', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    const { container } = await setup({ sources: [{ src: '/media/oven.m3u8' }], title: 'Live oven' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Play video: Live oven' })).toBeTruthy());
    expect(container.querySelector('video')?.controls).toBe(false);
    expect(container.querySelector('source')).toBeNull();
  });

  it('hands an HLS stream to the browser where it plays HLS itself', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const { container } = await setup({ sources: [{ src: '/media/oven.m3u8' }, { src: '/media/oven.mp4' }] });
    await waitFor(() => expect(container.querySelectorAll('source')).toHaveLength(2));
    expect(container.querySelector('source')?.type).toBe('application/vnd.apple.mpegurl');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says there is nothing to play without sources', async () => {
    await setup({ title: 'Empty' });
    expect(screen.getByRole('status').textContent).toBe(NOTHING_TO_PLAY_MESSAGE);
  });
});

describe('VideoPlayer with a stream from another host', () => {
  const STREAM = 'https://stream.example.net/oven/live.m3u8';

  it('in opt-in mode is the consent facade on the site poster, with no video element, until Load once plays it', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    setConsentMode('opt-in');
    const { container, logger } = await setup({
      sources: [{ src: STREAM }],
      poster: '/media/oven.jpg',
      title: 'Live oven',
    });
    expect(container.querySelector('video')).toBeNull();
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/media/oven.jpg',
    ]);
    const facade = screen.getByRole('group', { name: 'Live oven' });
    expect(facade.textContent).toContain('Provided by stream.example.net');
    expect(facade.textContent).toContain('“Functional”');
    fireEvent.click(screen.getByRole('button', { name: 'Load once' }));
    // Let through by the visitor, the stream goes on to hls.js, which this browser (jsdom, no Media Source
    // Extensions) cannot run: its failure, rather than a wait for an answer that never comes, proves it.
    expect((await screen.findByRole('alert')).textContent).toBe(STREAM_FAILED_MESSAGE);
    expect(logger.lines.map(([level, message]) => `${level}: ${message}`)).toEqual([
      'error: the HLS stream could not be played',
    ]);
    expect(consent.get()).toBeUndefined();
  });

  it('plays natively at once after Always allow, and records functional', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    setConsentMode('opt-in');
    const { container } = await setup({ sources: [{ src: STREAM }], title: 'Live oven' });
    expect(container.querySelector('img')).toBeNull();
    expect(play).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Always allow “Functional”' }));
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    const video = container.querySelector('video');
    expect(video?.querySelector('source')?.src).toBe(STREAM);
    expect(consent.get()).toEqual(['necessary', 'functional']);
  });

  it("never shows a poster from another host (the stream's here), and waits for a play when allowed elsewhere", async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    setConsentMode('opt-in');
    const { container } = await setup({
      sources: [{ src: '/media/oven.mp4' }],
      captions: [{ src: 'https://stream.example.net/oven.en.vtt', srclang: 'en', label: 'English' }],
      poster: 'https://stream.example.net/still.jpg',
      title: 'Oven',
    });
    expect(screen.getByRole('group', { name: 'Oven' }).textContent).toContain(
      'Provided by stream.example.net',
    );
    expect(container.querySelector('img')).toBeNull();
    consent.set(CONSENT_CATEGORIES);
    await waitFor(() => expect(container.querySelector('video')?.controls).toBe(true));
    expect(play).not.toHaveBeenCalled();
  });

  it("needs no facade for the site's own stream, nor where its category is allowed", async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    setConsentMode('opt-in');
    await setup({ sources: [{ src: '/media/oven.m3u8' }], title: 'Own' });
    consent.set(['necessary', 'functional']);
    await setup({ sources: [{ src: STREAM }], title: 'Allowed' });
    expect(screen.queryByRole('group')).toBeNull();
    expect(document.querySelectorAll('video')).toHaveLength(2);
  });

  it('in the editor shows the facade with its buttons disabled, whatever the answer', async () => {
    consent.set(CONSENT_CATEGORIES);
    const { container } = await setup({ sources: [{ src: STREAM }], title: 'Live oven' }, undefined, true);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Load once' })).toHaveProperty('disabled', true),
    );
    expect(container.querySelector('video')).toBeNull();
  });
});
