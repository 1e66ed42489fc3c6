import type { WidgetMount } from '@vitrine/widget-api';
import { whenReached } from '@vitrine/widget-api';
import { injectBlogStyles } from '../blog-styles';
import type { CommentsConfig } from './config';
import { embedDisqus, embedFacebookComments } from './providers';

export const COMMENTS_LOADING_MESSAGE = 'Loading comments…';
/** Said in a provider's box when its code cannot be reached, naming the provider: two boxes never read alike. */
export function commentsFailedMessage(provider: string): string {
  return `${provider} comments could not be loaded. Please try again later.`;
}

/**
 * A post's comments from the two providers, each in its own box. Their code loads only once the area comes
 * within `nearPx` of the viewport; until then, and when a provider cannot be reached, the box says so in words
 * (never an empty hole).
 */
export const mount: WidgetMount<CommentsConfig> = (element, context) => {
  const { signal, logger, config } = context;
  const doc = element.ownerDocument;
  injectBlogStyles(doc);
  const url = new URL(config.href ?? doc.location.href, doc.baseURI).href;
  // Each provider by its label; its box is `[data-comments-provider="<label, lower case>"]`.
  const providers: Array<{ label: string; embed: (box: HTMLElement) => Promise<void> }> = [];
  const shortName = config.disqusShortName;
  if (shortName)
    providers.push({
      label: 'Disqus',
      embed: (box) => embedDisqus(box, shortName, config.disqusId ?? '', url),
    });
  if (config.facebook)
    providers.push({ label: 'Facebook', embed: (box) => embedFacebookComments(box, url, config.numPosts) });
  if (providers.length === 0) {
    logger.warn('no comment provider configured');
    return;
  }

  // Each provider's box says it is loading until the provider's code comes within reach.
  const loads = providers.map(({ label, embed }) => {
    const name = label.toLowerCase();
    const box =
      element.querySelector<HTMLElement>(`[data-comments-provider="${name}"]`) ?? doc.createElement('div');
    if (!box.isConnected) {
      box.dataset.commentsProvider = name;
      element.append(box);
    }
    const message = doc.createElement('p');
    message.className = 'vw-comments__message';
    message.textContent = COMMENTS_LOADING_MESSAGE;
    const mountPoint = doc.createElement('div');
    box.replaceChildren(message, mountPoint);
    box.setAttribute('aria-busy', 'true');
    return () =>
      embed(mountPoint).then(
        () => {
          if (signal.aborted) return;
          box.removeAttribute('aria-busy');
          message.remove();
        },
        (error: unknown) => {
          if (signal.aborted) return;
          box.removeAttribute('aria-busy');
          message.textContent = commentsFailedMessage(label);
          message.setAttribute('role', 'status');
          mountPoint.remove();
          logger.warn(message.textContent, error);
        },
      );
  });

  // Reached also when a fling went past the area: the visitor may scroll back to it.
  const stopWaiting = whenReached(
    element,
    () => {
      for (const load of loads) void load();
    },
    { nearPx: config.nearPx },
  );
  signal.addEventListener('abort', stopWaiting, { once: true });
};
