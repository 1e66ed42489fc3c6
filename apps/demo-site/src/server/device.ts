import type { Device } from '@vitrine/widget-api';

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i;
const MOBILE = /Mobi|iPhone|iPod|Android|BlackBerry|IEMobile|Opera Mini/i;

/** The layout the server renders for a browser, from its User-Agent (`LayoutParams.device`). */
export function deviceFromUserAgent(userAgent: string | undefined): Device {
  if (!userAgent) return 'desktop';
  if (TABLET.test(userAgent)) return 'tablet';
  if (MOBILE.test(userAgent)) return 'mobile';
  return 'desktop';
}
