import { createTestContext, recordingLogger } from '@vitrine/widget-api/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlogListConfig } from './config';
import { readListSettings } from './config';
import { mount } from './mount-blog-list';

const post = (id: number) =>
  `<li data-post-id="${id}"><a href="/site/s/post?post_id=${id}">Post ${id}</a></li>`;

function renderList(config: BlogListConfig = {}, href = '/site/s/blog?page=2') {
  document.body.innerHTML = `<div id="list"><ol class="vw-blog__posts">${post(1)}${post(2)}</ol><p class="vw-blog__more-row"><a class="vw-blog__more" href="${href}">More posts</a></p></div>`;
  const element = document.getElementById('list')!;
  const logger = recordingLogger();
  const context = createTestContext(readListSettings(config), { siteId: 'harbor', logger });
  mount(element, context);
  const button = element.querySelector<HTMLAnchorElement>('a.vw-blog__more')!;
  return { element, button, logger, context };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubFetch(...answers: Array<Response | Error>) {
  const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    const answer = answers.shift();
    if (!answer || answer instanceof Error) throw answer ?? new Error('no answer');
    return answer;
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const ids = (element: Element) =>
  [...element.querySelectorAll<HTMLElement>('[data-post-id]')].map((item) => Number(item.dataset.postId));

afterEach(() => vi.unstubAllGlobals());

describe('blog list load-more', () => {
  it('sends the load-more-posts command, adds the new posts without duplicates and moves focus to the first', async () => {
    const calls = stubFetch(
      json({ postList: post(2) + post(3) + post(4), morePosts: true, nextUrl: '/site/s/blog?page=3' }),
    );
    const { element, button } = renderList({ 'visible-items': 2 });
    button.click();
    await settled();
    expect(calls[0]!.url).toBe('/_dm/s/rt/api/public/wpl/site/harbor');
    expect(JSON.parse(String(calls[0]!.init?.body))).toMatchObject({
      commandID: 'load-more-posts',
      'from-item': 2,
      'visible-items': 2,
    });
    expect(ids(element)).toEqual([1, 2, 3, 4]);
    expect(document.activeElement?.textContent).toBe('Post 3');
    expect(button.getAttribute('href')).toBe('/site/s/blog?page=3');
    expect(element.querySelector('[role="status"]')?.textContent).toBe('2 more posts loaded.');
  });

  it('sends core’s loadMorePosts with the control’s address, and ?preview=true in preview', async () => {
    const calls = stubFetch(json({ postList: post(3), morePosts: false }));
    document.body.innerHTML = '';
    const { element } = (() => {
      document.body.innerHTML = `<div id="list"><ol class="vw-blog__posts">${post(1)}</ol><a class="vw-blog__more" href="/site/s/blog?page=2">Older</a></div>`;
      const element = document.getElementById('list')!;
      mount(
        element,
        createTestContext(readListSettings({ variant: 'core' }), { siteId: 'harbor', mode: 'preview' }),
      );
      return { element };
    })();
    element.querySelector<HTMLElement>('a.vw-blog__more')!.click();
    await settled();
    expect(calls[0]!.url).toBe('/_dm/s/rt/api/public/wpl/site/harbor?preview=true');
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({
      commandID: 'loadMorePosts',
      _url: '/site/s/blog?page=2',
      _morePostsLabel: 'Older',
      _editor: false,
    });
    expect(ids(element)).toEqual([1, 3]);
    // No posts remain: the control is gone.
    expect(element.querySelector('a.vw-blog__more')).toBeNull();
  });

  it('Blogger: reads the next page’s content through the page-load call', async () => {
    const next = `<div data-vitrine-widget="blog-list"><ol class="vw-blog__posts">${post(3)}</ol><a class="vw-blog__more" href="/site/s/blog?page=3">More posts</a></div>`;
    const calls = stubFetch(json({ content: next }));
    const { element, button } = renderList({ variant: 'blogger' });
    button.click();
    await settled();
    expect(new URL(calls[0]!.url).pathname + new URL(calls[0]!.url).search).toBe(
      '/site/s/blog?page=2&dm_ajaxCall=true',
    );
    expect(calls[0]!.init?.method).toBeUndefined();
    expect(ids(element)).toEqual([1, 2, 3]);
    expect(button.getAttribute('href')).toBe('/site/s/blog?page=3');
  });

  it('a failed load is logged, not shown, and the control works again', async () => {
    stubFetch(json({ error: 'down' }, 500), json({ postList: post(3), morePosts: false }));
    const { element, button, logger } = renderList();
    button.click();
    await settled();
    expect(logger.lines.map(([level, message]) => [level, message])).toEqual([
      ['warn', 'load-more failed; the button stays for another try'],
    ]);
    expect(button.isConnected).toBe(true);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    button.click();
    await settled();
    expect(ids(element)).toEqual([1, 2, 3]);
  });

  it('a malformed answer is a failure too', async () => {
    stubFetch(json({ postList: 42 }));
    const { element, button, logger } = renderList();
    button.click();
    await settled();
    expect(logger.lines).toHaveLength(1);
    expect(ids(element)).toEqual([1, 2]);
  });

  it('a double click sends one request', async () => {
    const calls = stubFetch(json({ postList: post(3), morePosts: true }));
    const { button } = renderList();
    button.click();
    button.click();
    await settled();
    expect(calls).toHaveLength(1);
  });
});

describe('the answer and the platform (core-runtime spec §4, §7; widgets spec §7)', () => {
  it('an answer of postList alone adds its posts and ends the list', async () => {
    stubFetch(json({ postList: post(3) }));
    const { element, button } = renderList({ variant: 'core' });
    button.click();
    await settled();
    expect(ids(element)).toEqual([1, 2, 3]);
    expect(element.querySelector('a.vw-blog__more')).toBeNull();
  });

  it('morePosts: true keeps the control for the next page, at its own address when none is given', async () => {
    stubFetch(json({ postList: post(3), morePosts: true }));
    const { element, button } = renderList();
    button.click();
    await settled();
    expect(ids(element)).toEqual([1, 2, 3]);
    expect(button.isConnected).toBe(true);
    expect(button.getAttribute('href')).toBe('/site/s/blog?page=2');
  });

  it('on a Blogger site (WebPlatform), the list loads the Blogger way whatever its variant', async () => {
    const next = `<div data-vitrine-widget="blog-list"><ol class="vw-blog__posts">${post(3)}</ol></div>`;
    const calls = stubFetch(json({ content: next }));
    document.body.innerHTML = `<div id="list"><ol class="vw-blog__posts">${post(1)}</ol><a class="vw-blog__more" href="/site/s/blog?page=2">More posts</a></div>`;
    const element = document.getElementById('list')!;
    mount(
      element,
      createTestContext(readListSettings({ variant: 'widget' }), {
        siteId: 'harbor',
        webPlatform: 'BLOGGER',
      }),
    );
    element.querySelector<HTMLElement>('a.vw-blog__more')!.click();
    await settled();
    expect(new URL(calls[0]!.url).search).toBe('?page=2&dm_ajaxCall=true');
    expect(ids(element)).toEqual([1, 3]);
    // No control on the next page: none remain.
    expect(element.querySelector('a.vw-blog__more')).toBeNull();
  });

  it('show-more-posts-text comes from the list’s configuration, true unless it says false', async () => {
    const calls = stubFetch(json({ postList: '' }), json({ postList: '' }));
    renderList({ 'show-more-posts-text': false }).button.click();
    await settled();
    renderList({ 'show-more-posts-text': 'garbage' }).button.click();
    await settled();
    expect(calls.map(({ init }) => JSON.parse(String(init?.body))['show-more-posts-text'])).toEqual([
      false,
      true,
    ]);
  });
});
