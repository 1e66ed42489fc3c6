export type { MarkupAttributeName } from './attributes';
export { MarkupAttribute } from './attributes';
export type { NavItem, SiteParams } from './site-params';
export { decodeNavItems, encodeNavItems, serializeSiteParams, sitePagePath } from './site-params';
