import { describe, expect, it } from 'vitest';
import { embedUrl, providerPosterUrl } from './embed-urls';

const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('embedUrl', () => {
  it('embeds YouTube from youtube-nocookie.com, started, with its postMessage API for this origin', () => {
    const url = embedUrl('youtube', 'dQw4w9WgXcQ', { origin: 'https://bakery.example' });
    expect(url.startsWith('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?')).toBe(true);
    expect(params(url)).toMatchObject({ autoplay: '1', enablejsapi: '1', origin: 'https://bakery.example' });
    expect(params(url).mute).toBeUndefined();
  });

  it('makes a YouTube background muted, without controls, looping as a one-video playlist', () => {
    expect(params(embedUrl('youtube', 'dQw4w9WgXcQ', { background: true }))).toMatchObject({
      mute: '1',
      controls: '0',
      loop: '1',
      playlist: 'dQw4w9WgXcQ',
    });
    expect(
      params(embedUrl('youtube', 'dQw4w9WgXcQ', { background: true, loop: false })).loop,
    ).toBeUndefined();
  });

  it("uses Vimeo's player and its background mode", () => {
    expect(embedUrl('vimeo', '76979871')).toBe('https://player.vimeo.com/video/76979871?autoplay=1&dnt=1');
    expect(params(embedUrl('vimeo', '76979871', { background: true, loop: false }))).toMatchObject({
      background: '1',
      muted: '1',
      loop: '0',
    });
  });

  it("uses Dailymotion's player page", () => {
    expect(embedUrl('dailymotion', 'x8abc12')).toBe(
      'https://geo.dailymotion.com/player.html?video=x8abc12&autoplay=true',
    );
    expect(params(embedUrl('dailymotion', 'x8abc12', { background: true }))).toMatchObject({
      mute: 'true',
      loop: 'true',
    });
  });
});

describe('providerPosterUrl', () => {
  it("gives YouTube's and Dailymotion's stills, none for Vimeo", () => {
    expect(providerPosterUrl('youtube', 'dQw4w9WgXcQ')).toBe(
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    );
    expect(providerPosterUrl('dailymotion', 'x8abc12')).toBe(
      'https://www.dailymotion.com/thumbnail/video/x8abc12',
    );
    expect(providerPosterUrl('vimeo', '1')).toBeUndefined();
  });
});
