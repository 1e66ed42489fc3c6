import { POST_ID_ATTRIBUTE } from '../wpl';

const POST_SELECTOR = `[${POST_ID_ATTRIBUTE}]`;

/** The outermost post items of `root` (a post may hold another element carrying an id, such as a counter). */
export function postItems(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(POST_SELECTOR)].filter(
    (item) => !item.parentElement?.closest(POST_SELECTOR),
  );
}

/** Markup from the server as inert nodes: nothing in it runs or loads until it joins the document. */
export function parseMarkup(html: string, doc: Document): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/**
 * Appends the posts of `incoming` that `list` does not show yet (core-runtime spec §5: duplicates are known by
 * post_id), keeping each one's first copy, and returns the ones added, in order.
 */
export function appendNewPosts(list: Element, incoming: readonly HTMLElement[]): HTMLElement[] {
  const shown = new Set(postItems(list).map((item) => item.getAttribute(POST_ID_ATTRIBUTE)));
  const added: HTMLElement[] = [];
  for (const item of incoming) {
    const id = item.getAttribute(POST_ID_ATTRIBUTE);
    if (shown.has(id)) continue;
    shown.add(id);
    list.append(item);
    added.push(item);
  }
  return added;
}
