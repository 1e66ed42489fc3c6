import { THIRD_PARTY_PROVIDERS, type ThirdPartyProvider } from '@vitrine/widget-api';

/** The video hosts a player or a background can show; `cdn` is the site's own files. */
export const VIDEO_PROVIDERS = ['youtube', 'vimeo', 'dailymotion', 'cdn'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];
export type EmbedProvider = Exclude<VideoProvider, 'cdn'>;

export const isVideoProvider = (value: unknown): value is VideoProvider =>
  typeof value === 'string' && (VIDEO_PROVIDERS as readonly string[]).includes(value);

/** The provider names visitors read (the facade's "Play … on YouTube"). */
export const PROVIDER_LABELS: Record<EmbedProvider, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  dailymotion: 'Dailymotion',
};

/** Each host as the third-party loader and docs/consent.md know it: its consent category. */
export const EMBED_THIRD_PARTIES: Record<EmbedProvider, ThirdPartyProvider> = {
  youtube: THIRD_PARTY_PROVIDERS.youtube,
  vimeo: THIRD_PARTY_PROVIDERS.vimeo,
  dailymotion: THIRD_PARTY_PROVIDERS.dailymotion,
};

// An id goes into a URL path on the provider's host: only the characters those hosts use, so a garbage id
// can never point the iframe somewhere else (`../`, `?`, `#`, a whole URL).
const ID_PATTERNS: Record<EmbedProvider, RegExp> = {
  youtube: /^[A-Za-z0-9_-]{6,20}$/,
  vimeo: /^\d{1,15}$/,
  dailymotion: /^[A-Za-z0-9]{4,20}$/,
};

export const isValidEmbedId = (provider: EmbedProvider, id: string): boolean =>
  ID_PATTERNS[provider].test(id);
