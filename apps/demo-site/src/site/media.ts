// The demo's media: a four-second clip the project made with ffmpeg (a gradient, a tone; `public/assets/media`),
// its captions and its HLS stream, and the YouTube video behind the oven page's facade.

const MEDIA = '/assets/media';

export const OVEN_CLIP = {
  sources: [{ src: `${MEDIA}/oven.webm` }, { src: `${MEDIA}/oven.mp4` }],
  poster: `${MEDIA}/oven.jpg`,
  captions: [{ src: `${MEDIA}/oven.en.vtt`, srclang: 'en', label: 'English', default: true }],
};

export const OVEN_STREAM = `${MEDIA}/hls/oven.m3u8`;

/**
 * The video behind the oven page's YouTube facade, with the demo's own poster (offline, it still shows). The
 * bakery has no channel, so it is the sample video of YouTube's own IFrame Player API reference, a public
 * video its owner made for embedding ("YouTube Developers Live: Embedded Web Player Customization", Google
 * Developers), said as such on the page.
 */
export const YOUTUBE_SAMPLE_VIDEO = {
  id: 'M7lc1UVf-VE',
  poster: `${MEDIA}/oven.jpg`,
  title: 'YouTube Developers Live: Embedded Web Player Customization',
  caption:
    'A film on YouTube, standing in for the bakery’s channel: YouTube’s own sample video. Nothing of YouTube loads until you press play.',
};

export const HARBOUR_PICTURE = `${MEDIA}/harbour.jpg`;

/** `data-video-bg` as the builder writes it: URL-encoded JSON (widgets spec §3). */
export const encodeVideoBackground = (descriptor: Record<string, unknown>): string =>
  encodeURIComponent(JSON.stringify(descriptor));

/** The oven page's hero background: the clip, dimmed behind the white heading (`opacity` 55 is a percent). */
export const OVEN_HERO_VIDEO_BACKGROUND = encodeVideoBackground({
  provider: 'cdn',
  id: `${MEDIA}/oven.webm`,
  poster: `${MEDIA}/oven.jpg`,
  opacity: 55,
});
