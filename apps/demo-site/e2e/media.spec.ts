import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, openSite, pagePath, requestsTo } from './support';

// The video hosts are answered here, at the network boundary: nothing on this machine reaches them. Their
// stand-in player pages speak the same postMessage protocol as the real ones, as far as the widgets use it.

const YOUTUBE_EMBED = 'https://www.youtube-nocookie.com/embed/**';
const VIMEO_EMBED = 'https://player.vimeo.com/video/**';
const DAILYMOTION_EMBED = 'https://geo.dailymotion.com/player.html**';
const HLS_CHUNK = '/cdn/widget-media/chunks/hls-';
const PLAYER_CHUNK = '/cdn/widget-media/chunks/mount-video-player-';
/**
 * For waits on real media work (decoding the clip, hls.js parsing a stream) in a browser that shares a busy
 * machine: a longer limit, still on a definite condition.
 */
const MEDIA_WORK = { timeout: 20_000 };
/** Where the demo shows them: the about page's two players (its own clip, a YouTube facade)… */
const ABOUT_PAGE = 'about';
/** …home's hero on a video background… */
const HOME_PAGE = 'home';
/** …and the oven page's HLS stream and parallax band. */
const OVEN_PAGE = 'from-our-oven';
/** YouTube's own sample video stands behind the about page's facade (apps/demo-site/src/site/media.ts). */
const YOUTUBE_TITLE = 'YouTube Developers Live: Embedded Web Player Customization';
const PLAYER_UNREACHABLE_MESSAGE =
  'The video could not be loaded. Check your internet connection, then press play to try again.';

/** A provider's player page: records the commands it is sent, and answers YouTube's `listening` handshake. */
const STAND_IN_PLAYER = `<!doctype html><title>player</title><body style="background:#000">
<script>
window.commands = [];
addEventListener('message', (event) => {
  const data = typeof event.data === 'string' ? JSON.parse(event.data) : event.data;
  window.commands.push(data.func || data.method || data.event);
  if (data.event === 'listening') parent.postMessage(JSON.stringify({ event: 'onReady', id: data.id }), '*');
});
</script></body>`;

async function answerProvider(page: Page, url: string): Promise<string[]> {
  const asked: string[] = [];
  await page.route(url, (route: Route) => {
    asked.push(`${route.request().method()} ${route.request().url()}`);
    return route.fulfill({ status: 200, contentType: 'text/html', body: STAND_IN_PLAYER });
  });
  return asked;
}

/** Collects the public `event-VideoPlay` events, as a site's tracking code hears them through dmAPI. */
async function listenToVideoPlays(page: Page): Promise<() => Promise<unknown[]>> {
  await page.evaluate(() => {
    const seen: unknown[] = [];
    (window as Window & { __plays?: unknown[] }).__plays = seen;
    const api = (
      window as unknown as { dmAPI: { subscribeEvent(name: string, fn: (p: unknown) => void): void } }
    ).dmAPI;
    api.subscribeEvent('event-VideoPlay', (payload) => seen.push(payload));
  });
  return () => page.evaluate(() => (window as Window & { __plays?: unknown[] }).__plays ?? []);
}

/** Adds a player element to the page, as a server would render it: core starts it like any other. */
async function addPlayer(page: Page, id: string, config: Record<string, unknown>): Promise<void> {
  await page.evaluate(
    ([widgetId, json]) => {
      const element = document.createElement('div');
      element.style.aspectRatio = '16 / 9';
      element.style.maxWidth = '480px';
      element.dataset.vitrineWidget = 'video-player';
      element.dataset.vitrineWidgetConfig = json;
      element.dataset.widgetId = widgetId;
      element.dataset.vitrineWidgetModule = '/cdn/widget-media/widget-media.js';
      element.dataset.lazyLoad = 'false';
      document.querySelector('[data-vitrine-content]')?.prepend(element);
    },
    [id, JSON.stringify(config)] as const,
  );
}

/** Adds a section on a video background at the top of the page, as the builder writes it (`data-video-bg`). */
async function addBackground(page: Page, id: string, descriptor: Record<string, unknown>): Promise<void> {
  await page.evaluate(
    ([sectionId, encoded]) => {
      const section = document.createElement('section');
      section.id = sectionId;
      section.style.minHeight = '200px';
      section.textContent = 'Behind this, a video';
      section.setAttribute('data-video-bg', encoded);
      section.dataset.vitrineWidget = 'video-background';
      section.dataset.vitrineWidgetModule = '/cdn/widget-media/widget-media.js';
      document.querySelector('[data-vitrine-content]')?.prepend(section);
    },
    [id, encodeURIComponent(JSON.stringify(descriptor))] as const,
  );
}

/** A video host off the site, as an owner might stream from: answered here with the demo's own stream files. */
const STREAM_HOST = 'https://stream.example.net';

/** Serves the stream host's files (the demo's HLS stream) to any origin; gives the addresses asked for. */
async function answerStreamHost(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(`${STREAM_HOST}/**`, async (route) => {
    asked.push(route.request().url());
    const file = new URL(route.request().url()).pathname.split('/').pop();
    const response = await route.fetch({ url: `${new URL(page.url()).origin}/assets/media/hls/${file}` });
    await route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': '*' } });
  });
  return asked;
}

/**
 * Serves every document with its policy letting the page connect to `connectTo` as well (an owner who streams
 * from another host allows it in theirs).
 */
async function allowConnectionsTo(page: Page, connectTo: string): Promise<void> {
  await page.route('**/site/**', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const headers = response.headers();
    const policy = headers['content-security-policy'] ?? '';
    headers['content-security-policy'] = policy.replace('connect-src ', `connect-src ${connectTo} `);
    return route.fulfill({ response, headers });
  });
}

/** Pretends the tab is hidden or shown again: what the browser reports when the visitor switches tabs. */
async function setPageVisibility(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  await page.evaluate((visibility) => {
    Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true });
    Object.defineProperty(document, 'hidden', { value: visibility === 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

test.describe('video player', () => {
  test('a YouTube video is a facade until play, then youtube-nocookie.com, tracked once', async ({
    page,
  }) => {
    const youtube = await answerProvider(page, YOUTUBE_EMBED);
    const anyYoutube = requestsTo(page, 'youtube');
    await openSite(page, ABOUT_PAGE);
    const plays = await listenToVideoPlays(page);
    const player = page.locator('[data-widget-id="baking-film"]');
    // Core starts a widget when it scrolls into view.
    await player.scrollIntoViewIfNeeded();
    const play = player.getByRole('button', { name: `Play video: ${YOUTUBE_TITLE} (YouTube)` });
    // The player's first start downloads React and its mount chunk: on a busy machine, more than 5 s.
    await expect(play).toBeVisible(MEDIA_WORK);
    await expect(player.locator('img')).toHaveAttribute('src', '/assets/gallery/shop-counter.jpg');
    // The page has paid nothing to YouTube: no player, no script, no still.
    expect(anyYoutube).toEqual([]);

    await play.click();
    const frame = player.locator('iframe');
    await expect(frame).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/M7lc1UVf-VE\?autoplay=1&/,
    );
    await expect(frame).toHaveAttribute('title', YOUTUBE_TITLE);
    await expect(frame).toBeFocused();
    await expect.poll(() => youtube.filter((line) => line.startsWith('GET ')).length).toBe(1);
    await expect.poll(plays).toEqual([{ provider: 'youtube', id: 'M7lc1UVf-VE', title: YOUTUBE_TITLE }]);
    await expect(player.getByRole('alert')).toHaveCount(0);
  });

  test('offline, the facade keeps its poster and says what happened; play tries again', async ({ page }) => {
    let online = false;
    await page.route(YOUTUBE_EMBED, (route) =>
      online
        ? route.fulfill({ status: 200, contentType: 'text/html', body: STAND_IN_PLAYER })
        : route.abort('internetdisconnected'),
    );
    await openSite(page, ABOUT_PAGE);
    const player = page.locator('[data-widget-id="baking-film"]');
    await player.scrollIntoViewIfNeeded();
    await player.getByRole('button', { name: /^Play video/ }).click();
    await expect(player.getByRole('alert')).toHaveText(PLAYER_UNREACHABLE_MESSAGE);
    await expect(player.locator('img')).toBeVisible();
    await expect(player.locator('iframe')).toHaveCount(0);

    online = true;
    await player.getByRole('button', { name: /^Play video/ }).click();
    await expect(player.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com/);
    await expect(player.getByRole('alert')).toHaveCount(0);
  });

  test('Vimeo and Dailymotion load their real players on play only', async ({ page }) => {
    const vimeo = await answerProvider(page, VIMEO_EMBED);
    const dailymotion = await answerProvider(page, DAILYMOTION_EMBED);
    await openSite(page, ABOUT_PAGE);
    const plays = await listenToVideoPlays(page);
    await addPlayer(page, 'vimeo-film', { provider: 'vimeo', id: '76979871', title: 'A day at the bakery' });
    await addPlayer(page, 'dm-film', { provider: 'dailymotion', id: 'x8abc12', title: 'Market morning' });
    const vimeoPlay = page.getByRole('button', { name: 'Play video: A day at the bakery (Vimeo)' });
    const dailymotionPlay = page.getByRole('button', { name: 'Play video: Market morning (Dailymotion)' });
    await expect(vimeoPlay).toBeVisible();
    await expect(dailymotionPlay).toBeVisible();
    expect([...vimeo, ...dailymotion]).toEqual([]);

    // From the keyboard: the facade's play button is a real button.
    await vimeoPlay.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-widget-id="vimeo-film"] iframe')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
    await dailymotionPlay.focus();
    await page.keyboard.press('Space');
    await expect(page.locator('[data-widget-id="dm-film"] iframe')).toHaveAttribute(
      'src',
      'https://geo.dailymotion.com/player.html?video=x8abc12&autoplay=true',
    );
    await expect.poll(plays).toEqual([
      { provider: 'vimeo', id: '76979871', title: 'A day at the bakery' },
      { provider: 'dailymotion', id: 'x8abc12', title: 'Market morning' },
    ]);
  });

  test("the site's own clip plays from the keyboard with its captions, tracked per play, without hls.js", async ({
    page,
  }) => {
    const hls = requestsTo(page, HLS_CHUNK);
    await openSite(page, ABOUT_PAGE);
    const plays = await listenToVideoPlays(page);
    await page.locator('[data-widget-id="oven-clip"]').scrollIntoViewIfNeeded();
    const video = page.locator('[data-widget-id="oven-clip"] video');
    await expect(video).toHaveAttribute('aria-label', 'The oven at dawn');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.controls)).toBe(true);
    await video.focus();
    await page.keyboard.press('Space');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime > 0), MEDIA_WORK)
      .toBe(true);
    await expect
      .poll(() =>
        video.evaluate((element: HTMLVideoElement) => [
          element.textTracks[0]?.language,
          element.textTracks[0]?.mode,
        ]),
      )
      .toEqual(['en', 'showing']);
    await video.evaluate((element: HTMLVideoElement) => element.pause());
    await video.evaluate((element: HTMLVideoElement) => element.play());
    await expect.poll(plays).toEqual([
      { provider: 'cdn', id: '/assets/media/oven.webm', title: 'The oven at dawn' },
      { provider: 'cdn', id: '/assets/media/oven.webm', title: 'The oven at dawn' },
    ]);
    expect(hls).toEqual([]);
  });

  test("the site's own clip seeks: the server answers the byte ranges Chromium asks for", async ({
    page,
  }) => {
    // Without ranges (a 200 with the whole file) Chromium's seekable range is [0, 0] and a seek stays at 0.
    const ranged: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/assets/media/oven.webm') && response.request().headers().range)
        ranged.push(response.status());
    });
    await openSite(page, ABOUT_PAGE);
    await page.locator('[data-widget-id="oven-clip"]').scrollIntoViewIfNeeded();
    const video = page.locator('[data-widget-id="oven-clip"] video');
    await video.focus();
    await page.keyboard.press('Space');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime > 0), MEDIA_WORK)
      .toBe(true);
    const seeked = await video.evaluate(async (element: HTMLVideoElement) => {
      element.pause();
      const done = new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
      element.currentTime = 3;
      await done;
      return { at: element.currentTime, seekableEnd: element.seekable.end(element.seekable.length - 1) };
    });
    expect(seeked.at).toBe(3);
    expect(seeked.seekableEnd).toBeGreaterThan(3.9);
    expect(ranged.length).toBeGreaterThan(0);
    expect(ranged.every((status) => status === 206)).toBe(true);
  });

  test("an HLS stream downloads hls.js on its first play, where the browser has no native HLS; another host's stream waits behind its facade", async ({
    page,
  }) => {
    // A browser without native HLS (Chromium may have it): its answer for the HLS type is "no".
    await page.addInitScript(() => {
      const canPlayType = HTMLMediaElement.prototype.canPlayType;
      HTMLMediaElement.prototype.canPlayType = function (type: string) {
        return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
      };
    });
    // The demo's opt-in mode, before any answer (the suite's visitor has answered: forgotten here): the site's
    // own stream needs none, the stream host's does.
    await allowConnectionsTo(page, STREAM_HOST);
    await page.context().clearCookies({ name: '_dm_consent' });
    const streamHost = await answerStreamHost(page);
    const hls = requestsTo(page, HLS_CHUNK);
    await openSite(page, OVEN_PAGE);
    const stream = page.locator('[data-widget-id="oven-stream"]');
    await stream.scrollIntoViewIfNeeded();
    const play = stream.getByRole('button', { name: 'Play video: The oven camera' });
    await expect(play).toBeVisible();
    expect(hls).toEqual([]);
    await play.click();
    const video = stream.locator('video');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime > 0), MEDIA_WORK)
      .toBe(true);
    expect(hls).toHaveLength(1);
    await expect(play).toHaveCount(0);
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.controls)).toBe(true);

    const title = 'The oven, from our stream host';
    await addPlayer(page, 'hosted-stream', {
      sources: [{ src: `${STREAM_HOST}/oven/oven.m3u8` }],
      poster: '/assets/media/oven.jpg',
      title,
    });
    const hosted = page.locator('[data-widget-id="hosted-stream"]');
    const facade = hosted.getByRole('group', { name: title });
    await expect(facade).toContainText('Provided by stream.example.net');
    await expect(hosted.locator('img')).toHaveAttribute('src', '/assets/media/oven.jpg');
    await expect(hosted.locator('video')).toHaveCount(0);
    expect(streamHost).toEqual([]);
    await facade.getByRole('button', { name: 'Load once' }).click();
    const hostedVideo = hosted.locator('video');
    await expect
      .poll(() => hostedVideo.evaluate((element: HTMLVideoElement) => element.currentTime > 0), MEDIA_WORK)
      .toBe(true);
    await expect(hostedVideo).toBeFocused();
    expect(streamHost[0]).toBe(`${STREAM_HOST}/oven/oven.m3u8`);
  });

  test('axe finds no violations in the players', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openSite(page, ABOUT_PAGE);
    const section = page.locator('section[aria-labelledby="film-heading"]');
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('button', { name: /^Play video/ })).toBeVisible();
    await expect(section.locator('video')).toHaveCount(1);
    expect(await axeViolations(page, 'section[aria-labelledby="film-heading"]')).toEqual([]);
  });

  test('a page without media downloads none of its code', async ({ page }) => {
    const media = requestsTo(page, '/cdn/widget-media/');
    await openSite(page, 'menu');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.locator('h1')).toBeVisible();
    expect(media).toEqual([]);
  });
});

const hero = (page: Page) => page.locator('section.home-hero');

test.describe('video background', () => {
  test("home's hero plays the site's own clip in view and while the page is visible, pauses otherwise, and resumes", async ({
    page,
  }) => {
    // The clip comes from the demo server itself, in the byte ranges Chromium asks for.
    const clip: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/assets/media/oven.webm')
        clip.push(`${new URL(response.url()).origin} ${response.status()}`);
    });
    await openSite(page, HOME_PAGE);
    await expect(hero(page)).toHaveAttribute('data-video-bg-state', 'playing', MEDIA_WORK);
    const video = hero(page).locator('.vitrine-video-bg video');
    const paused = () => video.evaluate((element: HTMLVideoElement) => element.paused);
    expect(await video.evaluate((element: HTMLVideoElement) => new URL(element.currentSrc).pathname)).toBe(
      '/assets/media/oven.webm',
    );
    const origin = new URL(page.url()).origin;
    expect(clip.length).toBeGreaterThan(0);
    expect(clip.every((line) => line === `${origin} 200` || line === `${origin} 206`)).toBe(true);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime > 0), MEDIA_WORK)
      .toBe(true);
    // The hero's heading and calls to action stay above it, and where they were.
    await expect(hero(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(hero(page).getByRole('link', { name: 'See today’s menu' })).toBeVisible();
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveJSProperty('controls', false);
    await expect(video).toHaveJSProperty('loop', true);
    await expect(hero(page).locator('.vitrine-video-bg')).toHaveAttribute('aria-hidden', 'true');
    expect(await paused()).toBe(false);

    await setPageVisibility(page, 'hidden');
    await expect(hero(page)).toHaveAttribute('data-video-bg-state', 'paused');
    expect(await paused()).toBe(true);
    await setPageVisibility(page, 'visible');
    await expect(hero(page)).toHaveAttribute('data-video-bg-state', 'playing');
    expect(await paused()).toBe(false);

    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect(hero(page)).toHaveAttribute('data-video-bg-state', 'paused');
    expect(await paused()).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(hero(page)).toHaveAttribute('data-video-bg-state', 'playing');
    expect(await paused()).toBe(false);
  });

  test('a background alone downloads neither the player nor React', async ({ page }) => {
    // On a page without other widgets (home's image slider would bring React of its own).
    const player = requestsTo(page, PLAYER_CHUNK);
    const react = requestsTo(page, '/cdn/widget-api/vendor/react');
    // The server renders the section (core's first scan must find it: no other widget brings the module).
    const descriptor = { provider: 'cdn', id: '/assets/media/oven.webm', poster: '/assets/media/oven.jpg' };
    await page.route(`**${pagePath('our-story')}`, async (route) => {
      const response = await route.fetch();
      const section = `<section id="clip-bg" style="min-height:200px" data-video-bg="${encodeURIComponent(JSON.stringify(descriptor))}" data-vitrine-widget="video-background" data-vitrine-widget-module="/cdn/widget-media/widget-media.js">Behind this, a video</section>`;
      const body = (await response.text()).replace(/<main id="vitrine-content"[^>]*>/, `$&${section}`);
      await route.fulfill({ response, body });
    });
    await openSite(page, 'our-story');
    await expect(page.locator('#clip-bg')).toHaveAttribute('data-video-bg-state', 'playing', MEDIA_WORK);
    expect(player).toEqual([]);
    expect(react).toEqual([]);
  });

  test('under reduced motion, the poster only', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const clip = requestsTo(page, '/assets/media/oven.webm');
    await openSite(page, HOME_PAGE);
    await expect(hero(page)).toHaveAttribute('data-video-bg-state', 'poster');
    await expect(hero(page).locator('.vitrine-video-bg')).toHaveCSS('background-image', /oven\.jpg/);
    await expect(hero(page).locator('.vitrine-video-bg video')).toHaveCount(0);
    expect(clip).toEqual([]);
  });

  test("the hero's poster is drawn by the server and is the page's largest contentful paint", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const found: string[] = [];
      (window as Window & { __lcp?: string[] }).__lcp = found;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const { element } = entry as PerformanceEntry & { element: Element | null };
          found.push(element ? `${element.tagName.toLowerCase()}.${element.className}` : 'removed');
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    // Without the server's poster, the heading, the lede or the widget's later layer would be the largest paint.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await openSite(page, HOME_PAGE);
      await expect(hero(page)).toHaveAttribute('data-video-bg-state', 'playing', MEDIA_WORK);
      await expect(hero(page).locator('img.home-hero__poster')).toHaveAttribute('fetchpriority', 'high');
      const candidates = () => page.evaluate(() => (window as Window & { __lcp?: string[] }).__lcp ?? []);
      // The server's poster is a candidate for the page's largest paint, and only the same picture in the same box
      // may come after it: the widget's layer with that poster, or the clip's first frame (on a busy machine
      // either can paint as a larger candidate once the poster has been decoded). Without the server's poster,
      // the heading or the lede would come first and the layer, a later paint, would be the largest.
      const samePicture = ['img.home-hero__poster', 'div.vitrine-video-bg', 'video.'];
      const posterThenSamePicture = (found: string[]) => {
        const poster = found.indexOf('img.home-hero__poster');
        return poster >= 0 && found.slice(poster).every((candidate) => samePicture.includes(candidate));
      };
      await expect
        .poll(async () => posterThenSamePicture(await candidates()), {
          message: `the LCP candidates at ${width} px: the poster, then only the same picture`,
        })
        .toBe(true);
    }
  });

  test('a YouTube background shows only once YouTube says it plays, and pauses with the page', async ({
    page,
  }) => {
    await answerProvider(page, YOUTUBE_EMBED);
    await openSite(page, HOME_PAGE);
    await addBackground(page, 'yt-bg', {
      provider: 'youtube',
      id: 'M7lc1UVf-VE',
      poster: '/assets/media/oven.jpg',
    });
    const section = page.locator('#yt-bg');
    const iframe = section.locator('iframe');
    await expect(iframe).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/M7lc1UVf-VE\?.*mute=1/);
    const frame = page.frameLocator('#yt-bg iframe');
    await expect(frame.locator('title')).toHaveCount(1);
    const youtube = page.frames().find((candidate) => candidate.url().includes('youtube-nocookie.com'));
    if (!youtube) throw new Error('no YouTube frame');
    await expect
      .poll(() => youtube.evaluate(() => (window as Window & { commands?: string[] }).commands))
      .toContain('listening');
    // Loaded, but not yet playing: the poster shows, the player does not.
    await expect(section).toHaveAttribute('data-video-bg-state', 'poster');
    await expect(iframe).toHaveCSS('opacity', '0');

    await youtube.evaluate(() =>
      parent.postMessage(JSON.stringify({ event: 'onStateChange', info: 1 }), '*'),
    );
    await expect(section).toHaveAttribute('data-video-bg-state', 'playing');
    await expect(iframe).toHaveCSS('opacity', '1');

    await setPageVisibility(page, 'hidden');
    await expect(section).toHaveAttribute('data-video-bg-state', 'paused');
    await expect
      .poll(() => youtube.evaluate(() => (window as Window & { commands?: string[] }).commands))
      .toContain('pauseVideo');
  });
});

test.describe('video background on a phone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  });

  test('is skipped without data-video-bg-mobile="true": the poster only', async ({ page }) => {
    const clip = requestsTo(page, '/assets/media/oven.webm');
    await openSite(page, HOME_PAGE);
    await expect(hero(page)).toHaveAttribute('data-video-bg-state', 'poster');
    await expect(hero(page).locator('video')).toHaveCount(0);
    expect(clip).toEqual([]);
  });
});

test.describe('parallax background', () => {
  const band = (page: Page) => page.locator('[data-widget-id="harbour-band"]');
  const offset = (page: Page) =>
    band(page)
      .locator('.vitrine-parallax')
      .evaluate((layer) => new DOMMatrixReadOnly(getComputedStyle(layer).transform).m42);

  test('moves slower than the page as it scrolls', async ({ page }) => {
    await openSite(page, OVEN_PAGE);
    await band(page).scrollIntoViewIfNeeded();
    await expect(band(page).locator('.vitrine-parallax')).toHaveCSS('background-image', /harbour\.jpg/);
    await band(page).evaluate((element) => element.scrollIntoView({ block: 'end' }));
    const entering = await offset(page);
    await band(page).evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await expect.poll(() => offset(page)).toBeGreaterThan(entering);
  });

  test('stands still under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openSite(page, OVEN_PAGE);
    await band(page).evaluate((element) => element.scrollIntoView({ block: 'end' }));
    await expect(band(page).locator('.vitrine-parallax')).toHaveCount(1);
    expect(await offset(page)).toBe(0);
    await band(page).evaluate((element) => element.scrollIntoView({ block: 'start' }));
    expect(await offset(page)).toBe(0);
  });
});
