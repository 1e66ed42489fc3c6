import * as z from 'zod/mini';

/**
 * The blog search (core-runtime spec §3 "Search request"). `searchPage`: where a search without a results
 * panel goes (`/{searchpage}`); the form's own action when absent. The others are sent with each query.
 */
export const blogSearchConfig = z.object({
  searchPage: z.optional(z.string()),
  providerType: z._default(z.string(), 'internal'),
  rssURL: z._default(z.string(), ''),
  openSearchDescriptor: z._default(z.string(), ''),
  maxResults: z._default(z.int().check(z.gte(1), z.lte(50)), 10),
});
export type BlogSearchConfig = z.output<typeof blogSearchConfig>;
