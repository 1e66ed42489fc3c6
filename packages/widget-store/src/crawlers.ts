/**
 * Search engines, link previews and other robots, by user agent (spec widgets §5: crawlers see the static
 * product browser and get no store script). A visitor wrongly taken for one still gets the whole catalogue.
 */
const CRAWLER =
  /bot\b|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|quora link preview|outbrain|pinterest\/|vkshare|w3c_validator|whatsapp|bingpreview/i;

export function isCrawler(userAgent: string | undefined | null): boolean {
  return typeof userAgent === 'string' && CRAWLER.test(userAgent);
}
