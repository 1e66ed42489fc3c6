/** The demo's port when neither `--port` nor PORT says otherwise. */
export const DEFAULT_PORT = 4321;
