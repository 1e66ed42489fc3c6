// The demo's media: a four-second clip the project made with ffmpeg (a slow push towards the oven's glow, a low
// hum; `scripts/make-oven-clip.sh`, in `public/assets/media`), its captions and its HLS stream, and the YouTube
// video behind the about page's facade.

const MEDIA = '/assets/media';

export const OVEN_CLIP = {
  sources: [{ src: `${MEDIA}/oven.webm` }, { src: `${MEDIA}/oven.mp4` }],
  poster: `${MEDIA}/oven.jpg`,
  captions: [{ src: `${MEDIA}/oven.en.vtt`, srclang: 'en', label: 'English', default: true }],
};

/** The clip again, cut into an HLS stream: the oven page's "live from the oven" player. */
export const OVEN_STREAM = {
  sources: [{ src: `${MEDIA}/hls/oven.m3u8` }],
  poster: OVEN_CLIP.poster,
};

/**
 * The video behind the about page's YouTube facade, with a poster of the demo's own (the shop counter, from the
 * gallery: offline, it still shows). The bakery has no channel, so it is the sample video of YouTube's own IFrame
 * Player API reference, a public video its owner made for embedding ("YouTube Developers Live: Embedded Web
 * Player Customization", Google Developers), said as such on the page.
 */
export const YOUTUBE_SAMPLE_VIDEO = {
  id: 'M7lc1UVf-VE',
  poster: '/assets/gallery/shop-counter.jpg',
  title: 'YouTube Developers Live: Embedded Web Player Customization',
  caption:
    'A film on YouTube, standing in for the bakery’s channel: YouTube’s own sample video. Nothing of YouTube loads until you press play.',
};

export const HARBOUR_PICTURE = `${MEDIA}/harbour.jpg`;

/** `data-video-bg` as the builder writes it: URL-encoded JSON (widgets spec §3). */
export const encodeVideoBackground = (descriptor: Record<string, unknown>): string =>
  encodeURIComponent(JSON.stringify(descriptor));

/**
 * The home hero's background: the clip at full strength (`opacity` 100 is a percent), so the widget's poster
 * layer matches the server's poster `<img>` under it exactly; the page's css darkens both for the white heading.
 */
export const HOME_HERO_VIDEO_BACKGROUND = encodeVideoBackground({
  provider: 'cdn',
  id: `${MEDIA}/oven.webm`,
  poster: OVEN_CLIP.poster,
  opacity: 100,
});
