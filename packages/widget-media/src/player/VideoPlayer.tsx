import {
  consentAllows,
  embedThirdPartyFrame,
  injectStyleOnce,
  loadThirdPartyImage,
  type ThirdPartyProvider,
} from '@vitrine/widget-api';
import { ThirdPartyFacade, type WidgetProps } from '@vitrine/widget-api/react';
import { useCallback, useEffect, useInsertionEffect, useMemo, useRef, useState } from 'react';
import { embedUrl, providerPosterUrl } from '../providers/embed-urls';
import { sitePoster, streamHost } from '../providers/off-site';
import {
  EMBED_THIRD_PARTIES,
  type EmbedProvider,
  isValidEmbedId,
  PROVIDER_LABELS,
} from '../providers/providers';
import type { VideoPlayerConfig } from './config';
import { type AttachedStream, attachHls, isHlsSource, playsHlsNatively, sourceType } from './hls';
import { NOTHING_TO_PLAY_MESSAGE, PLAYER_UNREACHABLE_MESSAGE, STREAM_FAILED_MESSAGE } from './messages';
import { PLAYER_CSS } from './player-css';
import { isReachable } from './reachable';
import { trackVideoPlay } from './video-play-tracking';

/**
 * A video player. The site's own files play in the browser's native `<video controls>`: keyboard operable,
 * captions menu and screen-reader labels built in, and no player code to download. HLS streams play natively
 * where the browser can, else through hls.js, downloaded on the first play. YouTube, Vimeo and Dailymotion
 * start as a facade (poster, title, a real play button) that loads the provider's player only on play; while
 * the visitor's answer does not allow the provider's category, the facade is the consent one (what it is, who
 * provides it, Load once and Always allow), on the site's poster or the dark box, and either button plays.
 * So is a player whose files or stream the owner put on another host (its host name is the provider).
 */
export function VideoPlayer({ config, context }: WidgetProps<VideoPlayerConfig>) {
  useInsertionEffect(() => injectStyleOnce('widget-media-player', PLAYER_CSS), []);
  const { events, logger } = context;
  const onPlayStart = useCallback(
    (id: string) => trackVideoPlay(events, logger, { provider: config.provider, id, title: config.title }),
    [events, logger, config.provider, config.title],
  );
  const style = { aspectRatio: `${1 / config.ratio}` };
  if (config.provider === 'cdn')
    return (
      <div className="vitrine-video" style={style}>
        <FileVideo
          config={config}
          inEditor={context.inEditor}
          onPlayStart={onPlayStart}
          logger={context.logger}
        />
      </div>
    );
  const id = config.id?.trim() ?? '';
  return (
    <div className="vitrine-video" style={style}>
      {isValidEmbedId(config.provider, id) ? (
        <EmbedFacade
          provider={config.provider}
          id={id}
          config={config}
          inEditor={context.inEditor}
          onPlayStart={onPlayStart}
        />
      ) : (
        <Unavailable config={config} message={NOTHING_TO_PLAY_MESSAGE} />
      )}
    </div>
  );
}

type PlayStart = (id: string) => void;

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M8 5v14l11-7z" />
    </svg>
  );
}

/**
 * The poster of a player the visitor let through: the site's own at once; one on another host (the provider's
 * still, the owner's picture elsewhere) through widget-api's third-party loader, once per page and within its
 * timeout, shown once the browser has it. Undefined before that, or when it fails: the dark box.
 */
function useAllowedPoster(
  src: string | undefined,
  provider: ThirdPartyProvider,
  allowed: boolean,
): string | undefined {
  const own = sitePoster(src, document);
  const [loaded, setLoaded] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!allowed || src === undefined || own !== undefined) return;
    let current = true;
    // `granted`: only a visitor who allowed the provider (its category, or Load once) gets here.
    loadThirdPartyImage(document, src, { provider, consent: 'granted' }).then(
      (url) => {
        if (current) setLoaded(url);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [src, own, allowed, provider]);
  return own ?? (allowed ? loaded : undefined);
}

function Poster({ src }: { src: string | undefined }) {
  const [failed, setFailed] = useState(false);
  // A poster that does not load (offline, a moved file) leaves the dark box with the title, not a broken image.
  if (!src || failed) return null;
  return <img className="vitrine-video-poster" src={src} alt="" onError={() => setFailed(true)} />;
}

function Unavailable({ config, message }: { config: VideoPlayerConfig; message: string }) {
  return (
    <>
      <Poster src={config.poster} />
      <p className="vitrine-video-title">{config.title}</p>
      <p className="vitrine-video-message" role="status">
        {message}
      </p>
    </>
  );
}

type FacadeState = 'facade' | 'player' | 'unreachable';

function EmbedFacade({
  provider,
  id,
  config,
  inEditor,
  onPlayStart,
}: {
  provider: EmbedProvider;
  id: string;
  config: VideoPlayerConfig;
  inEditor: boolean;
  onPlayStart: PlayStart;
}) {
  const [state, setState] = useState<FacadeState>('facade');
  const frame = useRef<HTMLIFrameElement>(null);
  const probe = useRef<AbortController | undefined>(undefined);
  const src = embedUrl(provider, id, {
    origin: typeof location === 'undefined' ? undefined : location.origin,
  });

  const thirdParty = EMBED_THIRD_PARTIES[provider];
  // In the editor the owner sees the facade a visitor who has not allowed the provider sees, and nothing loads.
  const [allowed, setAllowed] = useState(() => !inEditor && consentAllows(thirdParty.category));
  // The provider's still is the provider's image host: shown only where its category is allowed.
  const poster = useAllowedPoster(config.poster ?? providerPosterUrl(provider, id), thirdParty, allowed);

  useEffect(() => () => probe.current?.abort(), []);
  useEffect(() => {
    const player = frame.current;
    if (state !== 'player' || !player) return;
    const embedding = new AbortController();
    // Only a visitor who allowed it gets here: through the facade's Load once, or the category.
    embedThirdPartyFrame(player, src, {
      provider: thirdParty,
      consent: 'granted',
      signal: embedding.signal,
    }).catch(() => {
      if (!embedding.signal.aborted) setState('unreachable');
    });
    // The button the visitor pressed is gone: focus goes on into the player they asked for.
    player.focus();
    return () => embedding.abort();
  }, [state, src, thirdParty]);

  const play = () => {
    if (state === 'player') return;
    setState('player');
    onPlayStart(id);
    probe.current?.abort();
    const controller = new AbortController();
    probe.current = controller;
    void isReachable(document, src, thirdParty, controller.signal).then((reachable) => {
      if (!reachable && !controller.signal.aborted) setState('unreachable');
    });
  };

  if (state === 'player')
    return (
      <iframe
        ref={frame}
        title={config.title}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  if (!allowed)
    return (
      <>
        <Poster src={sitePoster(config.poster, document)} />
        <ThirdPartyFacade
          className="vitrine-video-facade"
          provider={thirdParty}
          content="video"
          title={config.title}
          inEditor={inEditor}
          onAllowed={(choice) => {
            setAllowed(true);
            // Allowed elsewhere (the notice, another video's facade): this one waits for its own play.
            if (choice !== 'answer') play();
          }}
        />
      </>
    );
  return (
    <>
      <Poster src={poster} />
      <p className="vitrine-video-title">{config.title}</p>
      <button
        type="button"
        className="vitrine-video-play"
        aria-label={`Play video: ${config.title} (${PROVIDER_LABELS[provider]})`}
        onClick={play}
      >
        <PlayIcon />
      </button>
      {state === 'unreachable' && (
        <p className="vitrine-video-message" role="alert">
          {PLAYER_UNREACHABLE_MESSAGE}
        </p>
      )}
    </>
  );
}

type StreamMode = 'pending' | 'native' | 'library' | 'loading' | 'attached' | 'failed';

type FileVideoProps = {
  config: VideoPlayerConfig;
  onPlayStart: PlayStart;
  logger: WidgetProps<VideoPlayerConfig>['context']['logger'];
};

/**
 * The site's files, or a stream the owner put on another host: that host sees the visitor, so until the
 * visitor's answer allows its category the player is the consent facade (on the site's poster or the dark
 * box), and no video element exists to request anything. Load once and Always allow play at once.
 */
function FileVideo({ inEditor, ...props }: FileVideoProps & { inEditor: boolean }) {
  const { config } = props;
  const host = useMemo(() => streamHost(config, document), [config]);
  const [allowed, setAllowed] = useState(() => !host || (!inEditor && consentAllows(host.category)));
  const [asked, setAsked] = useState(false);
  if (allowed || !host) return <FilePlayer {...props} playAtOnce={asked} />;
  return (
    <>
      <Poster src={sitePoster(config.poster, document)} />
      <ThirdPartyFacade
        className="vitrine-video-facade"
        provider={host}
        content="video"
        title={config.title}
        inEditor={inEditor}
        onAllowed={(choice) => {
          setAllowed(true);
          // Allowed elsewhere (the notice, another player's facade): this one waits for its own play.
          setAsked(choice !== 'answer');
        }}
      />
    </>
  );
}

function FilePlayer({
  config,
  onPlayStart,
  logger,
  playAtOnce,
}: FileVideoProps & {
  /** The visitor asked for it through the facade: it plays, its stream let through (`consent: 'granted'`). */
  playAtOnce: boolean;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<AttachedStream | undefined>(undefined);
  const hlsSource = config.sources.find(isHlsSource);
  const fileSources = config.sources.filter((source) => !isHlsSource(source));
  const [mode, setMode] = useState<StreamMode>(hlsSource ? 'pending' : 'native');

  useEffect(() => {
    const element = video.current;
    if (!hlsSource || !element) return;
    setMode(playsHlsNatively(element) ? 'native' : 'library');
  }, [hlsSource]);
  useEffect(
    () => () => {
      stream.current?.destroy();
      // Leaving the page stops the video and its download.
      video.current?.pause();
    },
    [],
  );

  const playingId = hlsSource && mode !== 'failed' ? hlsSource.src : (fileSources[0]?.src ?? '');
  // Without native HLS the stream needs hls.js, which a visitor's play button downloads (spec: on first play).
  const withLibrary = hlsSource !== undefined && (mode === 'library' || mode === 'loading');
  const startStream = () => {
    const element = video.current;
    if (!element || !hlsSource || mode !== 'library') return;
    setMode('loading');
    const fail = (reason: unknown) => {
      logger.error('the HLS stream could not be played', reason);
      stream.current?.destroy();
      stream.current = undefined;
      setMode('failed');
    };
    attachHls(element, hlsSource.src, fail, playAtOnce ? 'granted' : undefined).then((attached) => {
      stream.current = attached;
      setMode('attached');
      element.play().catch(() => {
        // Stopped by the browser or the visitor before it started: the native controls take it from here.
      });
    }, fail);
  };

  // The play the visitor asked for in the facade, once the player knows how it plays (natively, or through
  // hls.js); focus goes on into the player once it has its controls, the facade they pressed being gone.
  const playAsked = useRef(playAtOnce);
  useEffect(() => {
    const element = video.current;
    if (!playAsked.current || !element) return;
    if (mode === 'library') startStream();
    if (mode === 'pending' || mode === 'library' || mode === 'loading') return;
    playAsked.current = false;
    element.focus();
    if (mode === 'native')
      element.play().catch(() => {
        // Refused by the browser: the native controls take it from here.
      });
  });

  if (config.sources.length === 0) return <Unavailable config={config} message={NOTHING_TO_PLAY_MESSAGE} />;
  const streamSources =
    hlsSource && mode === 'native' ? [hlsSource, ...fileSources] : mode === 'attached' ? [] : fileSources;
  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: the captions tracks are the config's; a video may have none. */}
      <video
        ref={video}
        controls={!withLibrary}
        preload="none"
        playsInline
        poster={config.poster}
        aria-label={config.title}
        onPlay={() => onPlayStart(playingId)}
      >
        {streamSources.map((source) => (
          <source key={source.src} src={source.src} type={sourceType(source)} />
        ))}
        {config.captions.map((track) => (
          <track
            key={track.src}
            src={track.src}
            srcLang={track.srclang}
            label={track.label}
            kind={track.kind}
            default={track.default}
          />
        ))}
      </video>
      {withLibrary && (
        <button
          type="button"
          className="vitrine-video-play"
          aria-label={`Play video: ${config.title}`}
          aria-busy={mode === 'loading'}
          disabled={mode === 'loading'}
          onClick={startStream}
        >
          <PlayIcon />
        </button>
      )}
      {mode === 'failed' && fileSources.length === 0 && (
        <p className="vitrine-video-message" role="alert">
          {STREAM_FAILED_MESSAGE}
        </p>
      )}
    </>
  );
}
