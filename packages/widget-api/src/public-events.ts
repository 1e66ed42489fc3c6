/** The public widget API's event names, exactly as the established builder names them (core spec §3). */
export const PUBLIC_EVENTS = [
  'form_submission',
  'event-ClickToCall',
  'event-ClickToEmail',
  'event-ClickToMap',
  'event-Share',
  'event-OpenTable',
  'event-notificationLinkClick',
  'event-notificationClose',
  'event-CouponWidget',
  'event-StoreOrder',
  'event-popup',
  'event-ruleTriggered',
  'event-link_click',
  'event-VideoPlay',
] as const;
export type PublicEventName = (typeof PUBLIC_EVENTS)[number];
