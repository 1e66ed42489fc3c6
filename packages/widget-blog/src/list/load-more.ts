import type { WidgetContext } from '@vitrine/widget-api';
import { platformUrl } from '@vitrine/widget-api';
import type { LoadMoreResponse } from '../wpl';
import { bloggerPageSchema, loadMoreResponseSchema, wplPath } from '../wpl';
import { answerJson, postJson, requestSignal } from '../wpl-request';
import type { ListSettings } from './config';
import { widgetLoadMorePayload } from './config';
import { parseMarkup, postItems } from './posts-markup';

/** The spec gives the blog calls no timeout of their own: the page-load call's 30 s (core-runtime spec §9). */
export const LOAD_MORE_TIMEOUT_MS = 30_000;

export interface MorePosts {
  posts: HTMLElement[];
  /** The control's next address; undefined when no posts remain. */
  nextHref: string | undefined;
}

/**
 * The spec's "For the Blogger platform" (core-runtime spec §7): the site's `WebPlatform` site parameter names it.
 * Read without regard to case, as the platform's own pages differ in how they spell it.
 */
export function isBloggerPlatform(webPlatform: string | undefined): boolean {
  return webPlatform?.trim().toLowerCase() === 'blogger';
}

/**
 * Fetches the next posts the way the list's variant says (core-runtime spec §7): the load-more-posts command,
 * core's `loadMorePosts` with the control's address, or, on a Blogger site (or a list that says `blogger`), the
 * control's address through the page-load call, reading its `content`. Rejects on any failure, which the list logs and survives.
 */
export async function loadMorePosts(
  settings: ListSettings,
  {
    siteId,
    mode,
    webPlatform,
    signal: mounted,
  }: Pick<WidgetContext, 'siteId' | 'mode' | 'webPlatform' | 'signal'>,
  /** The load-more control: its address is the next page of posts (also its no-JavaScript link). */
  control: Element,
  /** The list's posts (`.vw-blog__posts`): how many it shows already is the next request's start. */
  list: Element,
): Promise<MorePosts> {
  const doc = list.ownerDocument;
  const href = control.getAttribute('href') ?? '';
  const signal = requestSignal(mounted, LOAD_MORE_TIMEOUT_MS);
  if (settings.variant === 'blogger' || isBloggerPlatform(webPlatform)) {
    const url = new URL(href, doc.baseURI);
    url.searchParams.set('dm_ajaxCall', 'true');
    const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
    const { content } = bloggerPageSchema.parse(await answerJson(response, 'the next page'));
    const page = parseMarkup(content, doc);
    const nextList = page.querySelector('[data-vitrine-widget="blog-list"]') ?? page;
    const next = nextList.querySelector('a.vw-blog__more[href]');
    return { posts: postItems(nextList), nextHref: next?.getAttribute('href') ?? undefined };
  }
  const payload =
    settings.variant === 'core'
      ? {
          commandID: 'loadMorePosts',
          _url: href,
          _morePostsLabel: control.textContent?.trim() ?? '',
          _editor: mode === 'editor',
        }
      : widgetLoadMorePayload(settings, postItems(list).length);
  const answer: LoadMoreResponse = loadMoreResponseSchema.parse(
    await postJson(platformUrl(wplPath(siteId, mode !== 'live')), payload, signal),
  );
  return {
    posts: postItems(parseMarkup(answer.postList, doc)),
    nextHref: answer.morePosts === true ? (answer.nextUrl ?? href) : undefined,
  };
}
