/** Shown over the poster when the provider's player cannot be reached (offline, blocked): never an empty hole. */
export const PLAYER_UNREACHABLE_MESSAGE =
  'The video could not be loaded. Check your internet connection, then press play to try again.';
/** A video the config cannot play: no source, or an id the provider could not have given. */
export const NOTHING_TO_PLAY_MESSAGE = 'This video is not available.';
/** An HLS stream on a browser with neither native HLS nor Media Source Extensions, or a broken stream. */
export const STREAM_FAILED_MESSAGE = 'This video cannot be played here.';
