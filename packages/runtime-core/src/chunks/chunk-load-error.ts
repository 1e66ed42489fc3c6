/** Spec §9: a chunk that has not arrived after this long has failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Spec §8: the error of a chunk that failed to load or did not arrive in time; `chunk` is its name. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly chunk: string,
    options?: { cause?: unknown },
  ) {
    super(`Loading chunk ${chunk} failed`, options);
  }
}
