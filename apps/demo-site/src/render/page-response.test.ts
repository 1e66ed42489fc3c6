import { describe, expect, it } from 'vitest';
import { redirectResponse, validatePageResponse } from './page-response';

describe('validatePageResponse', () => {
  it('passes a valid answer through unchanged', () => {
    const answer = { title: 'Menu', content: '<h1>Menu</h1>', uuid: 'u-1' };
    expect(validatePageResponse(answer)).toBe(answer);
  });

  it('throws when the server would send JSON core rejects', () => {
    expect(() => validatePageResponse({ title: 5 } as never)).toThrow(/pageResponseSchema/);
  });

  it('builds redirect answers', () => {
    expect(redirectResponse('/site/harbor-and-rye/menu')).toEqual({ redirect: '/site/harbor-and-rye/menu' });
  });
});
