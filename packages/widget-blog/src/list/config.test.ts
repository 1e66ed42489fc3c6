import { parseConfig } from '@vitrine/widget-api';
import { describe, expect, it } from 'vitest';
import { widgetLoadMoreRequestSchema } from '../protocol';
import { blogListConfig, readListSettings, widgetLoadMorePayload } from './config';

describe('readListSettings', () => {
  it('reads the spec attributes, numbers and flags given as strings too', () => {
    const settings = readListSettings({
      'list-layout': 'recent_posts',
      'visible-items': '4',
      'visible-post-lines': 'all',
      'show-author': 'true',
      'posts-per-row': 2,
      'more-posts-text': 'Older posts',
      'skip-post-index': '1',
    });
    expect(settings).toMatchObject({
      variant: 'widget',
      postsPerRow: 2,
      command: {
        'list-layout': 'recent_posts',
        'visible-items': 4,
        'visible-post-lines': 'all',
        'show-author': true,
        'more-posts-text': 'Older posts',
        'skip-post-index': 1,
      },
    });
  });

  it('gives garbage values their defaults, and its schema hands the host a warning for each', async () => {
    const raw = {
      variant: 'rss',
      'list-layout': 'grid',
      'visible-items': 'many',
      'visible-post-lines': -3,
      'show-author': 'yes',
      'posts-per-row': 40,
      'more-posts-text': 7,
      'search-tags': '',
    };
    const parsed = await parseConfig(blogListConfig, raw);
    expect(parsed.ok && parsed.warnings).toEqual([
      'variant: "rss" is not usable; "widget" is used',
      'posts-per-row: 40 is not usable; 1 is used',
      'visible-items: "many" is not usable; 6 is used',
      'list-layout: "grid" is not usable; "large_list" is used',
      'visible-post-lines: -3 is not usable; 3 is used',
      'more-posts-text: 7 is not usable; "More posts" is used',
      'show-author: "yes" is not usable; false is used',
    ]);
    expect(parsed.ok && parsed.config).toEqual(readListSettings(raw));
    expect(readListSettings(raw)).toMatchObject({
      variant: 'widget',
      postsPerRow: 1,
      command: {
        'list-layout': 'large_list',
        'visible-items': 6,
        'visible-post-lines': 3,
        'show-author': false,
        'more-posts-text': 'More posts',
        'search-tags': '',
      },
    });
  });

  it('is a schema that never refuses: a config that is not an object is all defaults', async () => {
    expect(await parseConfig(blogListConfig, ['grid'])).toMatchObject({
      ok: true,
      config: { variant: 'widget', command: { 'visible-items': 6 } },
    });
  });
});

describe('widgetLoadMorePayload', () => {
  it('builds the load-more-posts command the server schema accepts, from the posts shown', () => {
    const settings = readListSettings({ 'visible-items': 3, 'action-text': 'Read on', 'from-item': 6 });
    const payload = widgetLoadMorePayload(settings, 3);
    expect(payload).toMatchObject({
      commandID: 'load-more-posts',
      'from-item': 9,
      'visible-items': 3,
      'show-action-text': true,
      'show-more-posts-text': true,
    });
    expect(widgetLoadMoreRequestSchema.safeParse(payload).success).toBe(true);
  });
});
