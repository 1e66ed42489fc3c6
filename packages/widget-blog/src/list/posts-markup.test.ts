import { describe, expect, it } from 'vitest';
import { appendNewPosts, parseMarkup, postItems } from './posts-markup';

const post = (id: string) => `<li data-post-id="${id}"><a href="/p?post_id=${id}">Post ${id}</a></li>`;

describe('appendNewPosts', () => {
  it('adds only posts whose post_id the list does not show, once each, in order', () => {
    const list = document.createElement('ol');
    list.innerHTML = post('1') + post('2');
    const incoming = postItems(parseMarkup(post('2') + post('3') + post('3') + post('4'), document));
    const added = appendNewPosts(list, incoming);
    expect(added.map((item) => item.dataset.postId)).toEqual(['3', '4']);
    expect(postItems(list).map((item) => item.dataset.postId)).toEqual(['1', '2', '3', '4']);
  });

  it('counts only the outermost items: an id inside a post is not a post', () => {
    const root = parseMarkup('<li data-post-id="5"><span data-post-id="5">counter</span></li>', document);
    expect(postItems(root)).toHaveLength(1);
  });

  it('runs nothing of the markup while it is parsed', () => {
    const root = parseMarkup(
      '<img src="x" onerror="window.__ran = true"><li data-post-id="9"></li>',
      document,
    );
    expect((window as { __ran?: boolean }).__ran).toBeUndefined();
    expect(postItems(root)).toHaveLength(1);
  });
});
