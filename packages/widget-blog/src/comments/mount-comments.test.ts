import { parseConfig } from '@vitrine/widget-api';
import { createTestContext, recordingLogger, testViewport } from '@vitrine/widget-api/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CommentsConfig, commentsConfig } from './config';
import { COMMENTS_LOADING_MESSAGE, commentsFailedMessage, mount } from './mount-comments';

const providers = vi.hoisted(() => ({ embedDisqus: vi.fn(), embedFacebookComments: vi.fn() }));
vi.mock('./providers', () => providers);

function viewport() {
  vi.stubGlobal('IntersectionObserver', testViewport.IntersectionObserver);
  return testViewport;
}

async function configOf(raw: unknown): Promise<CommentsConfig> {
  const parsed = await parseConfig(commentsConfig, raw);
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  return parsed.config;
}

function commentsArea() {
  const element = document.createElement('div');
  element.innerHTML = '<div data-comments-provider="disqus"></div>';
  document.body.append(element);
  return element;
}

const box = (element: HTMLElement, provider: string) =>
  element.querySelector<HTMLElement>(`[data-comments-provider="${provider}"]`);

/** Lets the providers' promises settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.replaceChildren();
  providers.embedDisqus.mockReset();
  providers.embedFacebookComments.mockReset();
  vi.unstubAllGlobals();
});

describe('the comments mount', () => {
  it('says each provider is loading, and loads neither until the area is reached', async () => {
    const near = viewport();
    providers.embedDisqus.mockResolvedValue(undefined);
    providers.embedFacebookComments.mockResolvedValue(undefined);
    const element = commentsArea();
    const config = await configOf({ disqusShortName: 'harbor-and-rye', disqusId: 'post-9', facebook: true });
    mount(element, createTestContext(config));

    // The server's Disqus box is used; Facebook's is made after it.
    expect([...element.children].map((child) => (child as HTMLElement).dataset.commentsProvider)).toEqual([
      'disqus',
      'facebook',
    ]);
    for (const provider of ['disqus', 'facebook']) {
      expect(box(element, provider)?.textContent).toBe(COMMENTS_LOADING_MESSAGE);
      expect(box(element, provider)?.getAttribute('aria-busy')).toBe('true');
    }
    expect(providers.embedDisqus).not.toHaveBeenCalled();

    near.reach();
    await settled();
    expect(providers.embedDisqus).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      'harbor-and-rye',
      'post-9',
      document.location.href,
      'granted',
    );
    // The social network's plugin shows the config's number of comments (5 by default).
    expect(providers.embedFacebookComments).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      document.location.href,
      5,
      'granted',
    );
    for (const provider of ['disqus', 'facebook']) {
      expect(box(element, provider)?.hasAttribute('aria-busy')).toBe(false);
      expect(box(element, provider)?.textContent).not.toContain(COMMENTS_LOADING_MESSAGE);
    }
  });

  it('says in words, in that provider’s box only, when a provider cannot be reached', async () => {
    providers.embedDisqus.mockRejectedValue(new Error('offline'));
    providers.embedFacebookComments.mockResolvedValue(undefined);
    const element = commentsArea();
    const logger = recordingLogger();
    mount(
      element,
      createTestContext(await configOf({ disqusShortName: 'harbor-and-rye', facebook: true }), { logger }),
    );
    await settled();
    const disqus = box(element, 'disqus');
    expect(disqus?.querySelector('[role="status"]')?.textContent).toBe(commentsFailedMessage('Disqus'));
    expect(disqus?.hasAttribute('aria-busy')).toBe(false);
    expect(box(element, 'facebook')?.querySelector('[role="status"]')).toBeNull();
    expect(logger.lines.map(([level, message]) => [level, message])).toEqual([
      ['warn', 'Disqus comments could not be loaded. Please try again later.'],
    ]);
  });

  it('comments on the config’s address, resolved against the page, when it has one', async () => {
    providers.embedFacebookComments.mockResolvedValue(undefined);
    const element = commentsArea();
    mount(element, createTestContext(await configOf({ href: '/blog/rye', facebook: true, numPosts: 12 })));
    await settled();
    expect(providers.embedFacebookComments).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      new URL('/blog/rye', document.baseURI).href,
      12,
      'granted',
    );
  });

  it('loads nothing once unmounted before the area is reached', async () => {
    const near = viewport();
    const unmounted = new AbortController();
    mount(
      commentsArea(),
      createTestContext(await configOf({ disqusShortName: 'harbor-and-rye' }), { signal: unmounted.signal }),
    );
    unmounted.abort();
    near.reach();
    await settled();
    expect(providers.embedDisqus).not.toHaveBeenCalled();
  });

  it('warns and shows nothing without a provider', async () => {
    const element = commentsArea();
    const logger = recordingLogger();
    mount(element, createTestContext(await configOf({}), { logger }));
    expect(box(element, 'disqus')?.textContent).toBe('');
    expect(logger.lines.map(([level, message]) => [level, message])).toEqual([
      ['warn', 'no comment provider configured'],
    ]);
  });
});
