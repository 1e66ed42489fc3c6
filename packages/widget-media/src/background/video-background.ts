import type { WidgetContext } from '@vitrine/widget-api';
import {
  allowThirdParty,
  embedThirdPartyFrame,
  injectStyleOnce,
  isSiteUrl,
  prefersReducedMotion,
  THIRD_PARTY_PROVIDERS,
  type ThirdPartyProvider,
  watchVisibility,
} from '@vitrine/widget-api';
import { embedUrl } from '../providers/embed-urls';
import { command, listenTo, saysPlaying } from '../providers/provider-messages';
import { EMBED_THIRD_PARTIES, type EmbedProvider, type VideoProvider } from '../providers/providers';
import { planBackground } from './background-rules';
import { parseVideoBackground, type VideoBackgroundDescriptor } from './config';

/** The builder's attributes (spec widgets §3). */
export const VideoBackgroundAttribute = {
  descriptor: 'data-video-bg',
  mobile: 'data-video-bg-mobile',
  noLoop: 'data-video-bg-no-loop',
  /** Ours: `poster`, `playing` or `paused`, for styles and tests. */
  state: 'data-video-bg-state',
} as const;

// The layer sits behind the element's content (z-index -1 in an isolated stacking context) and is absolutely
// positioned: adding it, and the video appearing in it, moves nothing (CLS 0).
const CSS = `[data-video-bg]{position:relative;isolation:isolate}
.vitrine-video-bg{position:absolute;inset:0;z-index:-1;overflow:hidden;pointer-events:none;background:center/cover no-repeat}
.vitrine-video-bg>video{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;opacity:0;transition:opacity .4s}
.vitrine-video-bg>iframe{position:absolute;top:50%;left:50%;border:0;opacity:0;transition:opacity .4s;transform:translate(-50%,-50%)}
.vitrine-video-bg[data-playing]>*{opacity:1}
@media (prefers-reduced-motion:reduce){.vitrine-video-bg>*{transition:none}}`;

/** What a mounted background exposes to its tests: its layer and what it shows. */
export interface MountedVideoBackground {
  layer: HTMLElement | undefined;
}

/**
 * Starts a video background on `element` (`data-video-bg`): the poster at once, the video muted, inline,
 * without controls, looping unless told not to, paused while the page is hidden or the element out of view.
 * Invalid data is silently ignored (spec widgets §8): the poster if one could be read, else nothing; nothing
 * throws. Everything is undone when `context.signal` aborts.
 */
export function startVideoBackground(
  element: HTMLElement,
  context: WidgetContext<unknown>,
): MountedVideoBackground {
  const { signal, logger } = context;
  const doc = element.ownerDocument;
  const win = doc.defaultView;
  if (!win) return { layer: undefined };
  const outcome = parseVideoBackground(
    element.getAttribute(VideoBackgroundAttribute.descriptor),
    doc.baseURI,
  );
  const poster = outcome.ok ? outcome.descriptor.poster : outcome.poster;
  if (!outcome.ok && !poster) return { layer: undefined };

  injectStyleOnce('widget-media-background', CSS, doc);
  const layer = doc.createElement('div');
  layer.className = 'vitrine-video-bg';
  layer.setAttribute('aria-hidden', 'true');
  if (poster) showPoster(layer, poster, outcome.ok ? outcome.descriptor.provider : 'cdn', signal);
  element.prepend(layer);
  element.setAttribute(VideoBackgroundAttribute.state, 'poster');
  signal.addEventListener(
    'abort',
    () => {
      layer.remove();
      element.removeAttribute(VideoBackgroundAttribute.state);
    },
    { once: true },
  );
  if (!outcome.ok) return { layer };

  const { descriptor } = outcome;
  // The poster and the video alike: the opacity is the background's, over the section's own colour.
  layer.style.opacity = String(descriptor.opacity);
  const plan = planBackground({
    provider: descriptor.provider,
    device: context.device,
    mobileAttribute: element.getAttribute(VideoBackgroundAttribute.mobile),
    noLoopAttribute: element.getAttribute(VideoBackgroundAttribute.noLoop),
    reducedMotion: prefersReducedMotion(win),
  });
  if (!plan.play) {
    logger.debug(`video background shows its poster only (${plan.reason})`);
    return { layer };
  }
  const player =
    descriptor.provider === 'cdn'
      ? fileBackground(layer, descriptor, plan.loop, signal)
      : embedBackground(layer, element, descriptor, descriptor.provider, plan.loop, signal);

  // Plays only while both the page is visible and the element in view (spec widgets §4).
  let inView = false;
  const shouldPlay = () => inView && doc.visibilityState !== 'hidden';
  const showState = () =>
    element.setAttribute(
      VideoBackgroundAttribute.state,
      layer.hasAttribute('data-playing') ? (shouldPlay() ? 'playing' : 'paused') : 'poster',
    );
  const update = () => {
    if (shouldPlay()) player.play();
    else player.pause();
    showState();
  };
  player.onPlaying = showState;
  doc.addEventListener('visibilitychange', update, { signal });
  // Without IntersectionObserver the element counts as in view: the page's visibility alone decides.
  const stopWatching = watchVisibility(
    element,
    (visible) => {
      inView = visible;
      update();
    },
    win,
  );
  signal.addEventListener('abort', stopWatching, { once: true });
  return { layer };
}

/** Who serves a background's video or poster when it is not the site: the provider, else the file's host. */
const thirdPartyOf = (provider: VideoProvider): ThirdPartyProvider =>
  provider === 'cdn' ? THIRD_PARTY_PROVIDERS.videoStream : EMBED_THIRD_PARTIES[provider];

/**
 * A background is decoration: it has no facade. A poster from another host than the site's (a provider's still,
 * a file host's picture) is painted once the visitor's answer allows that host's category; until then the
 * element's own colour shows, and nothing is requested.
 */
function showPoster(layer: HTMLElement, poster: string, provider: VideoProvider, signal: AbortSignal): void {
  const paint = () => {
    layer.style.backgroundImage = `url(${JSON.stringify(poster)})`;
  };
  const doc = layer.ownerDocument;
  if (isSiteUrl(poster, doc)) paint();
  else allowThirdParty(doc, poster, { provider: thirdPartyOf(provider), signal }).then(paint, () => {});
}

interface BackgroundPlayer {
  play(): void;
  pause(): void;
  /** Called when the video first shows (the background's state follows it). */
  onPlaying: () => void;
}

function fileBackground(
  layer: HTMLElement,
  descriptor: VideoBackgroundDescriptor,
  loop: boolean,
  signal: AbortSignal,
): BackgroundPlayer {
  const video = layer.ownerDocument.createElement('video');
  // Muted and inline, or browsers refuse to play it without a gesture; set as properties and attributes,
  // since autoplay policy reads the property and the attribute is what a reader of the DOM sees.
  video.muted = true;
  video.defaultMuted = true;
  video.playsInline = true;
  video.setAttribute('playsinline', '');
  video.setAttribute('muted', '');
  video.loop = loop;
  video.controls = false;
  video.preload = 'auto';
  video.disablePictureInPicture = true;
  video.tabIndex = -1;
  // A file on another host than the site's is that host's to serve: it starts once its category is allowed.
  const doc = layer.ownerDocument;
  let allowed = isSiteUrl(descriptor.id, doc);
  let wanted = false;
  const player: BackgroundPlayer = {
    play() {
      wanted = true;
      // A refused play (autoplay policy, a file that cannot play) leaves the poster: nothing to report.
      if (allowed) video.play().catch(() => {});
    },
    pause() {
      wanted = false;
      video.pause();
    },
    onPlaying: () => {},
  };
  if (allowed) video.src = descriptor.id;
  else
    allowThirdParty(doc, descriptor.id, { provider: THIRD_PARTY_PROVIDERS.videoStream, signal }).then(
      () => {
        allowed = true;
        video.src = descriptor.id;
        if (wanted) player.play();
      },
      () => {},
    );
  video.addEventListener(
    'playing',
    () => {
      layer.setAttribute('data-playing', '');
      player.onPlaying();
    },
    { signal },
  );
  layer.append(video);
  signal.addEventListener(
    'abort',
    () => {
      video.pause();
      // Stops the download too.
      video.removeAttribute('src');
      video.load();
    },
    { once: true },
  );
  return player;
}

function embedBackground(
  layer: HTMLElement,
  element: HTMLElement,
  descriptor: VideoBackgroundDescriptor,
  provider: EmbedProvider,
  loop: boolean,
  signal: AbortSignal,
): BackgroundPlayer {
  const doc = layer.ownerDocument;
  const win = doc.defaultView as Window & typeof globalThis;
  const src = embedUrl(provider, descriptor.id, { background: true, loop, origin: win.location.origin });
  let frame: HTMLIFrameElement | undefined;
  let wanted = false;
  const player: BackgroundPlayer = {
    play() {
      wanted = true;
      if (!frame) {
        frame = createFrame();
        return;
      }
      if (frame.contentWindow) command(provider, frame.contentWindow, 'play');
    },
    pause() {
      wanted = false;
      if (!frame?.contentWindow) return;
      // Dailymotion's iframe takes no pause message: the player is unloaded and loaded again when visible.
      if (!command(provider, frame.contentWindow, 'pause')) {
        frame.remove();
        frame = undefined;
        layer.removeAttribute('data-playing');
      }
    },
    onPlaying: () => {},
  };

  const showPlaying = () => {
    if (layer.hasAttribute('data-playing')) return;
    layer.setAttribute('data-playing', '');
    player.onPlaying();
  };
  // A YouTube background becomes visible only once playing (spec widgets §4); Vimeo says so the same way.
  win.addEventListener(
    'message',
    (event) => {
      if (frame && event.source === frame.contentWindow && saysPlaying(provider, event)) showPlaying();
    },
    { signal },
  );

  function createFrame(): HTMLIFrameElement {
    const iframe = doc.createElement('iframe');
    // A player that never arrives (or waits for consent) leaves the poster: the layer shows the video only once
    // it says it plays.
    embedThirdPartyFrame(iframe, src, { provider: EMBED_THIRD_PARTIES[provider], signal }).catch(() => {});
    iframe.title = '';
    iframe.tabIndex = -1;
    iframe.setAttribute('allow', 'autoplay; encrypted-media; picture-in-picture');
    iframe.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    iframe.addEventListener(
      'load',
      () => {
        if (!iframe.contentWindow) return;
        listenTo(provider, iframe.contentWindow);
        // A pause asked for while it was loading.
        if (!wanted) {
          player.pause();
          return;
        }
        if (provider === 'dailymotion') showPlaying();
      },
      { signal },
    );
    layer.append(iframe);
    coverWith(iframe, element, descriptor.ratio, signal);
    return iframe;
  }
  signal.addEventListener('abort', () => frame?.remove(), { once: true });
  return player;
}

/**
 * Sizes an iframe to cover the element at the video's ratio (an iframe has no object-fit), centred and
 * cropped; again whenever the element resizes.
 */
function coverWith(frame: HTMLIFrameElement, element: HTMLElement, ratio: number, signal: AbortSignal): void {
  const win = element.ownerDocument.defaultView as Window & typeof globalThis;
  const size = () => {
    const { width, height } = element.getBoundingClientRect();
    const coverWidth = Math.max(width, height / ratio);
    frame.style.width = `${Math.ceil(coverWidth)}px`;
    frame.style.height = `${Math.ceil(coverWidth * ratio)}px`;
  };
  size();
  if (!('ResizeObserver' in win)) return;
  const observer = new win.ResizeObserver(size);
  observer.observe(element);
  signal.addEventListener('abort', () => observer.disconnect(), { once: true });
}
