// The one protocol name boot needs, in a module of its own: the build splits chunks by module, so boot does not
// take the rest of `constants.ts` (paths and fields only the engine and the overlays read) with it.

/** The marker query parameter that asks the server for page JSON instead of HTML. */
export const AJAX_CALL_PARAM = 'dm_ajaxCall';
