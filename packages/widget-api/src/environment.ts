/** Where the runtime runs: the builder's editor, its preview, or a published site. */
export const MODES = ['editor', 'preview', 'live'] as const;
export type Mode = (typeof MODES)[number];

/** The layout the server rendered the page for (site parameter `LayoutParams.device`). */
export const DEVICES = ['desktop', 'tablet', 'mobile'] as const;
export type Device = (typeof DEVICES)[number];

export function isMode(value: unknown): value is Mode {
  return typeof value === 'string' && (MODES as readonly string[]).includes(value);
}

export function isDevice(value: unknown): value is Device {
  return typeof value === 'string' && (DEVICES as readonly string[]).includes(value);
}
