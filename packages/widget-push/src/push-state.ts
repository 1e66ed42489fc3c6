import type { PushButtonConfig } from './config';

/**
 * The button's states (spec widgets §4): `enabled` (subscribed), `disabled` (not subscribed), `blocked` (the
 * visitor denied notifications), `unsupported` (no Web Push here, or its permission state could not be read).
 * `checking` is the moment before the browser answered.
 */
export type PushState = 'checking' | 'unsupported' | 'blocked' | 'disabled' | 'enabled';

export const UNSUPPORTED_DISPLAYS = ['button', 'column', 'greyed'] as const;
export type UnsupportedDisplay = (typeof UNSUPPORTED_DISPLAYS)[number];

/** How an unsupported button shows; `button` (hidden) for anything that is not one of the three, with a warning. */
export function unsupportedDisplay(raw: unknown): { display: UnsupportedDisplay; warning?: string } {
  if (raw === undefined) return { display: 'button' };
  if ((UNSUPPORTED_DISPLAYS as readonly unknown[]).includes(raw))
    return { display: raw as UnsupportedDisplay };
  return {
    display: 'button',
    warning: `unsupported ${JSON.stringify(raw)} is not button, column or greyed; the button is hidden where push is unsupported`,
  };
}

/** What the browser said: whether it has Web Push, the push permission (undefined: could not be read), a subscription. */
export interface BrowserPushStatus {
  supported: boolean;
  permission: PermissionState | undefined;
  subscribed: boolean;
}

export function stateOf({ supported, permission, subscribed }: BrowserPushStatus): PushState {
  // Spec widgets §8: a failure reading the push permission state means push is treated as unsupported.
  if (!supported || permission === undefined) return 'unsupported';
  if (permission === 'denied') return 'blocked';
  return subscribed ? 'enabled' : 'disabled';
}

/** The state a click on Subscribe leads to, from the visitor's answer to the permission prompt. */
export function stateAfterPrompt(answer: NotificationPermission): 'subscribing' | 'blocked' | 'disabled' {
  if (answer === 'granted') return 'subscribing';
  return answer === 'denied' ? 'blocked' : 'disabled';
}

export interface PushButtonView {
  /** The button is rendered at all. */
  shown: boolean;
  /** The element's column (its parent) is hidden too. */
  hideColumn: boolean;
  label: string;
  /** Shown greyed out and not usable. */
  greyed: boolean;
}

export function pushButtonView(
  state: PushState,
  config: Pick<PushButtonConfig, 'subscribeText' | 'unsubscribeText'>,
  display: UnsupportedDisplay,
): PushButtonView {
  switch (state) {
    case 'enabled':
      return { shown: true, hideColumn: false, label: config.unsubscribeText, greyed: false };
    case 'disabled':
    case 'checking':
      return { shown: true, hideColumn: false, label: config.subscribeText, greyed: false };
    case 'blocked':
      return { shown: true, hideColumn: false, label: config.subscribeText, greyed: true };
    case 'unsupported':
      return {
        shown: display === 'greyed',
        hideColumn: display === 'column',
        label: config.subscribeText,
        greyed: display === 'greyed',
      };
  }
}

/**
 * The VAPID public key as `applicationServerKey` wants it: the 65 bytes of an uncompressed P-256 point
 * (starting 0x04), from base64url. `undefined` for anything else, which could never subscribe.
 */
export function vapidKeyBytes(key: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(key)) return undefined;
  const base64 = key.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  let binary: string;
  try {
    binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  } catch {
    return undefined;
  }
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return bytes.length === 65 && bytes[0] === 4 ? bytes : undefined;
}
