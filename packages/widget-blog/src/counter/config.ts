import * as z from 'zod/mini';

/**
 * The counter's own attributes are the spec's data attributes on its element (widgets spec §3 "Comment
 * counter": `data-href`, `data-disqus-short-name`, `data-disqus-id`, `data-comment`, `data-comments`); its JSON
 * config holds only the social network's access token from the site's common properties.
 */
export const commentCountConfig = z.object({
  facebookAccessToken: z.optional(z.string()),
});
export type CommentCountConfig = z.output<typeof commentCountConfig>;

export interface CounterAttributes {
  href: string | undefined;
  disqusShortName: string | undefined;
  disqusId: string | undefined;
  singular: string | undefined;
  plural: string | undefined;
}

export function readCounterAttributes(element: Element): CounterAttributes {
  const read = (name: string) => element.getAttribute(name)?.trim() || undefined;
  return {
    href: read('data-href'),
    disqusShortName: read('data-disqus-short-name'),
    disqusId: read('data-disqus-id'),
    // An empty label is a missing one, and shows the spec's placeholder.
    singular: read('data-comment'),
    plural: read('data-comments'),
  };
}
