// The demo's media: a four-second clip the project made with ffmpeg (a gradient, a tone; `public/assets/media`),
// its captions and its HLS stream, and the YouTube video behind the about page's facade.

const MEDIA = '/assets/media';

export const OVEN_CLIP = {
  sources: [{ src: `${MEDIA}/oven.webm` }, { src: `${MEDIA}/oven.mp4` }],
  poster: `${MEDIA}/oven.jpg`,
  captions: [{ src: `${MEDIA}/oven.en.vtt`, srclang: 'en', label: 'English', default: true }],
};

export const OVEN_STREAM = `${MEDIA}/hls/oven.m3u8`;

/** A baking video on YouTube, shown behind its facade with the demo's own poster (offline, it still shows). */
export const YOUTUBE_BAKING_VIDEO = { id: 'Y0hQnWYaE0c', poster: `${MEDIA}/oven.jpg` };

export const HARBOUR_PICTURE = `${MEDIA}/harbour.jpg`;

/** `data-video-bg` as the builder writes it: URL-encoded JSON (widgets spec §3). */
export const encodeVideoBackground = (descriptor: Record<string, unknown>): string =>
  encodeURIComponent(JSON.stringify(descriptor));

/** The home hero's background: the clip, faint behind the text (`opacity` 18 is a percent). */
export const HERO_VIDEO_BACKGROUND = encodeVideoBackground({
  provider: 'cdn',
  id: `${MEDIA}/oven.webm`,
  poster: `${MEDIA}/oven.jpg`,
  opacity: 18,
});
