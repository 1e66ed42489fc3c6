// Apart from history.ts: boot asks it on back/forward before the engine (and History with it) has loaded.

/** Whether a history entry's state is one core made: kept under `vitrine` by `History`. */
export function isOwnEntryState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'vitrine' in state;
}
