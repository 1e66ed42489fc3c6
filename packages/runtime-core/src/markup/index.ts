export type { MarkupAttributeName } from './attributes';
export { MarkupAttribute, WOW_CLASS } from './attributes';
export type { EntranceAnimationMarkup, EntranceAnimationName, ScrollResponderMarkup } from './effects';
export {
  ENTRANCE_ANIMATIONS,
  entranceAnimationAttributes,
  scrollResponderAttributes,
} from './effects';
export type { NavItem, SiteParams } from './site-params';
export { decodeNavItems, encodeNavItems, serializeSiteParams, sitePagePath } from './site-params';
