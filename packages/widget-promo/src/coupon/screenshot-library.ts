// Its own module so that the CDN build gives the screenshot library a chunk of its own, named after this file:
// a page downloads it on the first Use or Share, never before (spec widgets §7 "a screenshot library for coupons").
export { domToPng } from 'modern-screenshot';
