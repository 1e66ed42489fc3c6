import { describe, expect, it } from 'vitest';
import { pageContentSchema, pageResponseSchema } from './page-response';

describe('page protocol schemas', () => {
  it('accepts a full page answer and keeps fields it does not know', () => {
    const answer = {
      title: 'Menu',
      headsection: '<meta name="description" content="Menu">',
      content: '<h1>Menu</h1>',
      css: 'h1{color:red}',
      devicecss: null,
      cssLink: ['/a.css', '/b.css'],
      isHomePage: false,
      parameters: { device: 'desktop' },
      customwidgetjs: [{ widgetId: 'w1', version: '1', js: 'YWxlcnQoMSk=' }],
      uuid: 'abc',
      collections: {},
      pageID: 12,
      alias: 'menu',
      pageAlias: 'menu',
      somethingNew: true,
    };
    const parsed = pageResponseSchema.parse(answer);
    expect(parsed).toMatchObject({ title: 'Menu', pageID: 12, somethingNew: true });
  });

  it('accepts the answers that carry no content', () => {
    expect(pageResponseSchema.safeParse({ status: 'password' }).success).toBe(true);
    expect(pageResponseSchema.safeParse({ redirect: '/x' }).success).toBe(true);
    expect(pageResponseSchema.safeParse({}).success).toBe(true);
  });

  it('rejects wrong types and non-objects', () => {
    expect(pageContentSchema.safeParse({ title: 7 }).success).toBe(false);
    expect(pageContentSchema.safeParse({ cssLink: [1] }).success).toBe(false);
    expect(pageContentSchema.safeParse({ customwidgetjs: [{ version: '1' }] }).success).toBe(false);
    expect(pageResponseSchema.safeParse('page').success).toBe(false);
    expect(pageResponseSchema.safeParse(null).success).toBe(false);
  });
});
