import type { Mode } from '@vitrine/widget-api';
import type { LoadMoreResponse } from '../wpl';
import { bloggerPageSchema, loadMoreResponseSchema, wplPath } from '../wpl';
import { postJson, requestSignal } from '../wpl-request';
import type { ListSettings } from './config';
import { widgetLoadMorePayload } from './config';
import { parseMarkup, postItems } from './posts-markup';

/** The spec gives the blog calls no timeout of their own: the page-load call's 30 s (core-runtime spec §9). */
export const LOAD_MORE_TIMEOUT_MS = 30_000;

export interface LoadMoreRequest {
  settings: ListSettings;
  siteAlias: string;
  mode: Mode;
  /** The load-more control's address (the next page of posts, also its no-JavaScript link). */
  href: string;
  /** The control's label, sent as `_morePostsLabel`. */
  label: string;
  /** How many posts the list shows. */
  shown: number;
  doc: Document;
  signal: AbortSignal;
}

export interface MorePosts {
  posts: HTMLElement[];
  /** The control's next address; undefined when no posts remain. */
  nextHref: string | undefined;
}

/**
 * Fetches the next posts the way the list's variant says (core-runtime spec §7): the load-more-posts command,
 * core's `loadMorePosts` with the control's address, or, for Blogger, the control's address through the page-load
 * call, reading its `content`. Rejects on any failure, which the list logs and survives.
 */
export async function loadMorePosts(request: LoadMoreRequest): Promise<MorePosts> {
  const { settings, siteAlias, mode, href, doc } = request;
  const signal = requestSignal(request.signal, LOAD_MORE_TIMEOUT_MS);
  if (settings.variant === 'blogger') {
    const url = new URL(href, doc.baseURI);
    url.searchParams.set('dm_ajaxCall', 'true');
    const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`the next page answered ${response.status}`);
    const { content } = bloggerPageSchema.parse(await response.json());
    const page = parseMarkup(content, doc);
    const list = page.querySelector('[data-vitrine-widget="blog-list"]') ?? page;
    const next = list.querySelector<HTMLAnchorElement>('a.vw-blog__more[href]');
    return { posts: postItems(list), nextHref: next?.getAttribute('href') ?? undefined };
  }
  const payload =
    settings.variant === 'core'
      ? { commandID: 'loadMorePosts', _url: href, _morePostsLabel: request.label, _editor: mode === 'editor' }
      : widgetLoadMorePayload(settings, request.shown);
  const answer: LoadMoreResponse = loadMoreResponseSchema.parse(
    await postJson(wplPath(siteAlias, mode !== 'live'), payload, signal),
  );
  return {
    posts: postItems(parseMarkup(answer.postList, doc)),
    nextHref: answer.morePosts ? (answer.nextUrl ?? href) : undefined,
  };
}
