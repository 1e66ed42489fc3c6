import type { WidgetMount } from '@vitrine/widget-api';
import { injectBlogStyles, politeStatus } from '../blog-styles';
import type { ListSettings } from './config';
import { loadMorePosts } from './load-more';
import { appendNewPosts } from './posts-markup';

/** What the list announces after a load: the number of posts that arrived. */
export function newPostsMessage(count: number): string {
  if (count === 0) return 'No more posts.';
  return count === 1 ? '1 more post loaded.' : `${count} more posts loaded.`;
}

/**
 * The blog list (core-runtime spec §4 "Load-more"): the server rendered the posts (`.vw-blog__posts`) and the
 * load-more control, a link to the next page of posts that works without JavaScript (`a.vw-blog__more`).
 * A click fetches the next posts in place; those already shown are dropped, the control goes when no posts
 * remain, focus moves to the first new post and the count is announced. A failure is silent to the visitor
 * (widgets spec §8) but logged, and the control stays usable.
 */
export const mount: WidgetMount<ListSettings> = (element, context) => {
  const { signal, logger } = context;
  const doc = element.ownerDocument;
  const settings = context.config;
  const list = element.querySelector<HTMLElement>('.vw-blog__posts');
  if (!list) {
    logger.warn('no .vw-blog__posts element to add posts to');
    return;
  }
  injectBlogStyles(doc);
  element.style.setProperty('--vw-blog-posts-per-row', String(settings.postsPerRow));
  const lines = settings.command['visible-post-lines'];
  element.style.setProperty('--vw-blog-post-lines', lines === 'all' ? 'none' : String(lines));
  const button = element.querySelector<HTMLAnchorElement>('a.vw-blog__more');
  if (!button) return;
  const status = politeStatus(element);
  let loading = false;

  const settle = () => {
    loading = false;
    button.removeAttribute('aria-busy');
    button.removeAttribute('aria-disabled');
  };

  button.addEventListener(
    'click',
    (event) => {
      // A shift- or ctrl-click keeps the browser's meaning: the next page in a new window or tab.
      if (event.shiftKey || event.ctrlKey || event.metaKey || event.button !== 0) return;
      event.preventDefault();
      if (loading) return;
      loading = true;
      button.setAttribute('aria-busy', 'true');
      button.setAttribute('aria-disabled', 'true');
      loadMorePosts(settings, context, button, list)
        .then(({ posts, nextHref }) => {
          if (signal.aborted) return;
          const added = appendNewPosts(list, posts);
          if (settings.postsAnimation !== 'none')
            for (const post of added) post.classList.add('vw-blog__post--enter');
          settle();
          if (nextHref === undefined) (button.closest('.vw-blog__more-row') ?? button).remove();
          else button.setAttribute('href', nextHref);
          const first = added[0];
          if (first) focusPost(first);
          else if (nextHref === undefined)
            list.lastElementChild?.querySelector<HTMLElement>('a[href]')?.focus();
          status.textContent = newPostsMessage(added.length);
        })
        .catch((error: unknown) => {
          if (signal.aborted) return;
          settle();
          logger.warn('load-more failed; the button stays for another try', error);
        });
    },
    { signal },
  );
};

/** Focus on the post's own link, else on the post itself. */
function focusPost(post: HTMLElement): void {
  const link = post.querySelector<HTMLElement>('a[href]');
  if (link) link.focus();
  else {
    post.tabIndex = -1;
    post.focus();
  }
}
