/** Spec §9: a popup keeps this far from the window's edges when its size is capped. */
export const POPUP_MARGIN_PX = 20;
/** widgets spec §9: a widget-driven popup is 700 by 400 unless it asks otherwise. */
export const DEFAULT_POPUP_SIZE = { width: 700, height: 400 } as const;
/** Spec §9: the password popup is 500 by 175. */
export const PASSWORD_POPUP_SIZE = { width: 500, height: 175 } as const;
/**
 * The widest phone (414 px; phones are 320 to 414 px wide) on which the password popup grows to fit its form and
 * its warnings: 175 px holds neither at 320–414 px. Larger screens keep spec §9's 500 by 175.
 */
export const PASSWORD_POPUP_GROWS_UP_TO_WIDTH = 414;

export interface PopupSize {
  width: number;
  height: number;
}

export interface RequestedPopupSize {
  width?: number | undefined;
  height?: number | undefined;
}

/**
 * Spec §5: a width or height below 1 is a fraction of the window; a larger one is capped at the window's size
 * minus the 20 px margin. A missing, zero, negative or non-numeric value falls back to the default.
 */
export function popupSize(
  requested: RequestedPopupSize,
  viewport: PopupSize,
  fallback: PopupSize = DEFAULT_POPUP_SIZE,
): PopupSize {
  return {
    width: resolveDimension(requested.width, viewport.width, fallback.width),
    height: resolveDimension(requested.height, viewport.height, fallback.height),
  };
}

function resolveDimension(value: number | undefined, available: number, fallback: number): number {
  const wanted = value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
  if (wanted < 1) return Math.round(wanted * available);
  return Math.max(0, Math.min(wanted, available - POPUP_MARGIN_PX));
}

/** A size from markup or a widget: numbers and numeric strings count; anything else is "not given". */
export function parsePopupDimension(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const parsed = Number(raw.trim().replace(/px$/i, ''));
  return Number.isFinite(parsed) ? parsed : undefined;
}
