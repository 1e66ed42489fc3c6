import { describe, expect, it } from 'vitest';
import { inlineExtensions } from './inline-extensions';

const CONTENT =
  '<h1>Market</h1><div id="ext-bread-club" class="extension-placeholder"></div><p id="after">Next market</p>';
const CLUB = '<section class="bread-club"><p>$& $1 stamps</p><script>count()</script></section>';
const entry = { extId: 'bread-club', elementId: 'ext-bread-club' };

describe('inlineExtensions', () => {
  it('puts the extension in place of its placeholder, its scripts carrying the nonce', () => {
    const { contentHtml, remaining } = inlineExtensions(CONTENT, [entry], () => CLUB, 'n0nce');
    expect(contentHtml).toBe(
      '<h1>Market</h1><section class="bread-club"><p>$& $1 stamps</p><script nonce="n0nce">count()</script></section><p id="after">Next market</p>',
    );
    expect(remaining).toEqual([]);
  });

  it('leaves to core an entry whose HTML is unknown or whose placeholder is missing or not empty', () => {
    const unknown = inlineExtensions(CONTENT, [entry], () => undefined, 'n');
    expect(unknown).toEqual({ contentHtml: CONTENT, remaining: [entry] });
    const missing = { extId: 'bread-club', elementId: 'ext-elsewhere' };
    expect(inlineExtensions(CONTENT, [missing], () => CLUB, 'n')).toEqual({
      contentHtml: CONTENT,
      remaining: [missing],
    });
    const filled = '<div id="ext-bread-club"><p>kept</p></div>';
    expect(inlineExtensions(filled, [entry], () => CLUB, 'n')).toEqual({
      contentHtml: filled,
      remaining: [entry],
    });
  });

  it('matches the placeholder by its whole id, with characters a pattern would read', () => {
    const content = '<div id="ext-a.b"></div><div id="ext-aXb"></div>';
    const { contentHtml } = inlineExtensions(
      content,
      [{ extId: 'x', elementId: 'ext-a.b' }],
      () => '<i>x</i>',
      'n',
    );
    expect(contentHtml).toBe('<i>x</i><div id="ext-aXb"></div>');
  });
});
