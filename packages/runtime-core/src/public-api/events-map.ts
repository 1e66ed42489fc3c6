import type { PublicEventName } from '@vitrine/widget-api';

/**
 * `dmAPI.EVENTS`: the established public API's event constants, mapped to the spec's event names (core-runtime
 * spec §3). The spec names no separate social-link event, so `SOCIAL_LINK` reports shares, as a social link is.
 */
export const DMAPI_EVENTS = {
  FORM_SUBMISSION: 'form_submission',
  CLICK_TO_CALL: 'event-ClickToCall',
  EMAIL_BUTTON_CLICK: 'event-ClickToEmail',
  MAP_BUTTON_CLICK: 'event-ClickToMap',
  SHARE_CLICK: 'event-Share',
  SOCIAL_LINK: 'event-Share',
  OPENTABLE_CLICK: 'event-OpenTable',
  NOTIFICATION_LINK_CLICK: 'event-notificationLinkClick',
  NOTIFICATION_LINK_CLOSE: 'event-notificationClose',
  COUPON_CLICK: 'event-CouponWidget',
  STORE_ORDER: 'event-StoreOrder',
  SHOW_POPUP: 'event-popup',
  PERSONALIZATION_RULE_IMPRESSION: 'event-ruleTriggered',
  PERSONALIZATION_RULE_LINK_CLICK: 'event-link_click',
  VIDEO_PLAY: 'event-VideoPlay',
} as const satisfies Record<string, PublicEventName>;
