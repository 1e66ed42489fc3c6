import type { Meta, StoryObj } from '@storybook/react-vite';
import type { WidgetDefinition } from '@vitrine/widget-api';
import {
  blogListWidget,
  blogSearchWidget,
  commentCountWidget,
  commentsWidget,
  postSwipeWidget,
} from '@vitrine/widget-blog';
import { WPL_PATH_PREFIX } from '@vitrine/widget-blog/protocol';
import { useCallback, useMemo, useState } from 'react';
import { MountedWidget, whenPresent } from '../support/MountedWidget';

type Answer = 'posts' | 'server error' | 'malformed';
const ANSWERS: Answer[] = ['posts', 'server error', 'malformed'];

const TITLES = [
  'The thirstiest rye we have ever milled',
  'Cardamom knots, one hundred at a time',
  'A new grinder for the café',
  'What a sourdough starter eats',
  'Rhubarb, at last',
  'Spelt tins for the school fair',
];
const post = (index: number) =>
  `<li class="post" data-post-id="${index}"><h3><a href="#post-${index}">${TITLES[index % TITLES.length]}</a></h3><p>Post ${index + 1} of the journal.</p></li>`;

/** Answers the blog's `wpl` calls in the story: six posts in all, two per load, or a failure. */
function answerBlogCalls(answer: Answer): () => void {
  const realFetch = window.fetch;
  window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (!url.pathname.startsWith(WPL_PATH_PREFIX)) return realFetch(input, init);
    if (answer === 'server error') return new Response('down', { status: 503 });
    if (answer === 'malformed') return Response.json({ postList: 42 });
    const body = JSON.parse(String(init?.body));
    if (body.commandID === 'searchPosts') {
      const found = TITLES.map((title, index) => [title, index] as const).filter(([title]) =>
        title.toLowerCase().includes(String(body._searchTerm).toLowerCase()),
      );
      return Response.json({
        results: found.map(([, index]) => post(index)).join(''),
        resultsNum: found.length,
        queryNumber: body._queryNumber,
      });
    }
    const from = Number(body['from-item'] ?? 0);
    return Response.json({
      postList: [from, from + 1]
        .filter((index) => index < TITLES.length)
        .map(post)
        .join(''),
      morePosts: from + 2 < TITLES.length,
    });
  }) as typeof fetch;
  return () => {
    window.fetch = realFetch;
  };
}

interface BlogStoryArgs {
  widget: 'list' | 'search' | 'counter' | 'comments' | 'swipe';
  config: unknown;
  answer: Answer;
  /** What the visitor does once the widget is mounted. */
  act: 'nothing' | 'load more' | 'search rye' | 'swipe left';
}

const MARKUP: Record<BlogStoryArgs['widget'], string> = {
  list: `<ol class="vw-blog__posts">${post(0)}${post(1)}</ol><p><a class="vw-blog__more" href="#page-2">More posts</a></p>`,
  search: `<search><form action="#search"><label for="story-term">Search the journal</label> <input id="story-term" type="search" name="searchTerm"> <button type="submit" data-autocomplete="true">Search</button></form></search><section class="vw-search__panel" aria-label="Search results" hidden></section>`,
  counter: '<a href="#comments">Comments</a>',
  comments: '<div data-comments-provider="disqus"></div><div data-comments-provider="facebook"></div>',
  swipe:
    '<article><h3>Cardamom knots, one hundred at a time</h3><p>On a phone, swipe this post to the left for the next one and to the right for the previous one. A swipe that is more down than across scrolls the page.</p></article>',
};

const DEFINITIONS: Record<BlogStoryArgs['widget'], WidgetDefinition<unknown>> = {
  list: blogListWidget as WidgetDefinition<unknown>,
  search: blogSearchWidget as WidgetDefinition<unknown>,
  counter: commentCountWidget as WidgetDefinition<unknown>,
  comments: commentsWidget as WidgetDefinition<unknown>,
  swipe: postSwipeWidget as WidgetDefinition<unknown>,
};

/** A finger drawn across `element` from right to left, as a phone sends it. */
function swipeLeft(element: HTMLElement): void {
  const box = element.getBoundingClientRect();
  const at = (x: number) =>
    new Touch({ identifier: 1, target: element, clientX: x, clientY: box.top + box.height / 2 });
  const from = at(box.right - 10);
  const to = at(box.left + 10);
  element.dispatchEvent(new TouchEvent('touchstart', { touches: [from], changedTouches: [from] }));
  element.dispatchEvent(new TouchEvent('touchend', { touches: [], changedTouches: [to] }));
}

function BlogStory({ widget, config, answer, act }: BlogStoryArgs) {
  const network = useCallback(() => answerBlogCalls(answer), [answer]);
  // Where a swipe would take the visitor: core's navigation, which the story only names.
  const [navigatedTo, setNavigatedTo] = useState<string>();
  const context = useMemo(
    () => ({
      navigation: {
        navigate: async (url: string) => setNavigatedTo(url),
        beforeNavigate: () => () => {},
      },
    }),
    [],
  );
  const play = useCallback(
    async (element: HTMLElement, signal: AbortSignal) => {
      if (act === 'load more') (await whenPresent(element, 'a.vw-blog__more', signal)).click();
      if (act === 'search rye') {
        const input = (await whenPresent(element, 'input', signal)) as HTMLInputElement;
        input.value = 'rye';
        input.dispatchEvent(new KeyboardEvent('keyup', { key: 'e', bubbles: true }));
      }
      if (act === 'swipe left') swipeLeft(element);
    },
    [act],
  );
  const elementMarkup =
    widget === 'counter'
      ? `<span data-href="https://harbor-and-rye.example/post" data-comment="comment" data-comments="comments">${MARKUP.counter}</span>`
      : `<div>${MARKUP[widget]}</div>`;
  return (
    <>
      <MountedWidget
        key={widget}
        definition={DEFINITIONS[widget]}
        rawConfig={config}
        context={context}
        elementMarkup={elementMarkup}
        network={network}
        play={play}
      />
      {navigatedTo ? <p role="status">Core would now open {navigatedTo}</p> : null}
    </>
  );
}

const meta = {
  title: 'Widgets/Blog',
  parameters: {
    docs: {
      description: {
        component:
          '`@vitrine/widget-blog` (no React): post lists with load-more, live search with a results panel, comments from two providers, the comment counter and post-to-post swipe. The story answers the `wpl` calls; the comment providers cannot be reached here, which is their offline state.',
      },
    },
  },
  argTypes: {
    widget: { control: 'inline-radio', options: ['list', 'search', 'counter', 'comments', 'swipe'] },
    config: { control: 'object' },
    answer: { control: 'inline-radio', options: ANSWERS },
    act: { control: 'inline-radio', options: ['nothing', 'load more', 'search rye', 'swipe left'] },
  },
  args: { widget: 'list', config: { 'visible-items': 2 }, answer: 'posts', act: 'nothing' },
  render: (args) => <BlogStory {...args} />,
} satisfies Meta<BlogStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list as the server rendered it, with its load-more link. */
export const PostList: Story = {};
/** After one load-more: two more posts, focus on the first of them, the count announced. */
export const LoadedMore: Story = { args: { act: 'load more' } };
/** The load-more call fails: nothing shows, it is logged, and the link works again. */
export const LoadMoreFails: Story = { args: { act: 'load more', answer: 'server error' } };
/** An answer that is not a post list is a failure too. */
export const MalformedAnswer: Story = { args: { act: 'load more', answer: 'malformed' } };
/** Garbage attributes get their defaults: the list still loads more. */
export const GarbageAttributes: Story = {
  args: {
    act: 'load more',
    config: { 'visible-items': 'many', 'list-layout': 'grid', 'show-author': 'yes' },
  },
};
/** Live search: the panel with its count, over the dark overlay (Escape or a click on it closes it). */
export const SearchResults: Story = { args: { widget: 'search', config: {}, act: 'search rye' } };
/** The counter with no provider answering within 5 s: 0, with the plural label. */
export const CommentCounterOffline: Story = {
  args: { widget: 'counter', config: { facebookAccessToken: 'app|token' } },
};
/** The comments area, its providers unreachable: each says so in words. */
export const CommentsOffline: Story = {
  args: { widget: 'comments', config: { disqusShortName: 'harbor-and-rye', facebook: true, nearPx: 0 } },
};
/** A config the schema refuses (search results over 50): the host never mounts it, and says why. */
export const InvalidConfig: Story = { args: { widget: 'search', config: { maxResults: 500 } } };
/** Post-to-post swipe: a swipe to the left follows the next post's link (through core's navigation). */
export const PostSwipe: Story = {
  args: {
    widget: 'swipe',
    config: {
      prevLink: '/site/harbor-and-rye/post?post_id=8',
      nextLink: '/site/harbor-and-rye/post?post_id=10',
    },
    act: 'swipe left',
  },
};
/** The newest post: no next post, so a swipe to the left does nothing. */
export const PostSwipeAtTheEnd: Story = {
  args: { widget: 'swipe', config: { prevLink: '/site/harbor-and-rye/post?post_id=15' }, act: 'swipe left' },
};
