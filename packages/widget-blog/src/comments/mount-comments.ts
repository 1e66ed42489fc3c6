import type { ThirdPartyProvider, WidgetMount } from '@vitrine/widget-api';
import { THIRD_PARTY_PROVIDERS, thirdPartyFacade, whenReached } from '@vitrine/widget-api';
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
 * (never an empty hole). A provider whose category the visitor has not allowed shows its consent facade in
 * its box instead, and loads once the visitor lets it through (and the area is in reach).
 */
export const mount: WidgetMount<CommentsConfig> = (element, context) => {
  const { signal, logger, config } = context;
  const doc = element.ownerDocument;
  injectBlogStyles(doc);
  const url = new URL(config.href ?? doc.location.href, doc.baseURI).href;
  // Each provider by its label; its box is `[data-comments-provider="<label, lower case>"]`.
  const providers: Array<{
    label: string;
    thirdParty: ThirdPartyProvider;
    embed: (box: HTMLElement) => Promise<void>;
  }> = [];
  const shortName = config.disqusShortName;
  // Only after the facade let it through, so the loads themselves no longer wait.
  if (shortName)
    providers.push({
      label: 'Disqus',
      thirdParty: THIRD_PARTY_PROVIDERS.disqus,
      embed: (box) => embedDisqus(box, shortName, config.disqusId ?? '', url, 'granted'),
    });
  if (config.facebook)
    providers.push({
      label: 'Facebook',
      thirdParty: THIRD_PARTY_PROVIDERS.facebook,
      embed: (box) => embedFacebookComments(box, url, config.numPosts, 'granted'),
    });
  if (providers.length === 0) {
    logger.warn('no comment provider configured');
    return;
  }

  // Each provider's box says it is loading until the provider's code comes within reach.
  const loads = providers.map(({ label, thirdParty, embed }) => {
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
    const allowed = thirdPartyFacade(box, {
      provider: thirdParty,
      content: 'comments',
      inEditor: context.inEditor,
      signal,
    });
    // Unmounted while the facade waited, before the area was reached: nothing was loading.
    allowed.catch(() => {});
    // Nothing is loading while the facade waits for the visitor, so nothing says it is.
    if (box.querySelector('[data-third-party-facade]')) {
      message.hidden = true;
      box.removeAttribute('aria-busy');
      allowed.then(
        () => {
          message.hidden = false;
          box.setAttribute('aria-busy', 'true');
        },
        () => {},
      );
    }
    return () =>
      allowed
        .then(() => embed(mountPoint))
        .then(
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
