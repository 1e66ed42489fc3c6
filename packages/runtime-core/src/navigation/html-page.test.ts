import { afterEach, describe, expect, it, vi } from 'vitest';
import { isHtmlAnswer, readHtmlPage } from './html-page';

const CONTENT = '<h1>Menu</h1><div data-vitrine-widget="bake-schedule"></div>';

/** A page as a static host serves it: the whole document the server rendered for a first visit. */
function staticDocument({
  params = '{"SiteAlias":"bakery","PageAlias":"menu","srvInstruct":{"action":"popup","props":{"text":"Hi"}}}',
  root = 'lang="en" data-vitrine-page-uuid="menu-7"',
  content = `<main id="vitrine-content" data-vitrine-content="">${CONTENT}</main>`,
} = {}): string {
  return `<!doctype html>
<html ${root}><head>
<title>Menu · Bakery</title>
<link rel="stylesheet" href="/assets/site.css">
<meta name="description" content="Breads" data-vitrine-head="">
<style data-vitrine-css="css">.menu{color:brown}</style>
<link rel="stylesheet" href="/assets/menu.css" data-vitrine-css-link="">
<script type="application/json" data-vitrine-site-params>${params}</script>
</head><body><header><nav><a href="/site/bakery/home">Home</a></nav></header>${content}<footer>© Bakery</footer></body></html>`;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('isHtmlAnswer', () => {
  it('goes by the answer’s type, and by a body that starts as HTML when the type is missing or wrong', () => {
    expect(isHtmlAnswer('text/html; charset=utf-8', '')).toBe(true);
    expect(isHtmlAnswer('application/xhtml+xml', '')).toBe(true);
    expect(isHtmlAnswer('application/json', '<!doctype html>')).toBe(false);
    expect(isHtmlAnswer(null, '\n  <!DOCTYPE html><html>')).toBe(true);
    expect(isHtmlAnswer('application/octet-stream', '<html lang="fr">')).toBe(true);
    expect(isHtmlAnswer('text/plain', '{"title":"Menu"}')).toBe(false);
    expect(isHtmlAnswer(null, '')).toBe(false);
  });
});

describe('readHtmlPage', () => {
  it('reads a whole document into the page object page JSON would have given', () => {
    expect(readHtmlPage(staticDocument())).toEqual({
      kind: 'page',
      response: {
        title: 'Menu · Bakery',
        headsection: '<meta name="description" content="Breads" data-vitrine-head="">',
        content: CONTENT,
        css: '.menu{color:brown}',
        cssLink: '/assets/menu.css',
        alias: 'menu',
        uuid: 'menu-7',
        parameters: { srvInstruct: { action: 'popup', props: { text: 'Hi' } } },
      },
    });
  });

  it('without a content container: a failure whose console line names the selector', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = staticDocument({ content: `<div class="main">${CONTENT}</div>` });
    expect(readHtmlPage(answer)).toEqual({ kind: 'failed', reason: 'invalid-response' });
    expect(String(error.mock.calls[0]?.[0])).toContain('[data-vitrine-content]');
  });

  it('a malformed document is parsed as browsers parse one; a broken one without a container fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const unclosed = staticDocument().replace('</main>', '').replace('</body></html>', '');
    expect(readHtmlPage(unclosed)).toMatchObject({ kind: 'page', response: { title: 'Menu · Bakery' } });
    expect(readHtmlPage('<!doctype html><html><<<>>> \u0000 <main data-vitrine')).toEqual({
      kind: 'failed',
      reason: 'invalid-response',
    });
  });

  it('a piece of markup rather than a document is the content, as exported sites answer popup pages', () => {
    expect(readHtmlPage('<p>Exported</p>')).toEqual({
      kind: 'page',
      response: { content: '<p>Exported</p>' },
    });
    expect(
      readHtmlPage('<!-- generated --><!DOCTYPE html><html><body>no container</body></html>'),
    ).toMatchObject({
      kind: 'failed',
    });
    expect(readHtmlPage('   ')).toEqual({ kind: 'failed', reason: 'invalid-response' });
  });

  it('garbage site parameters fall back to their defaults; the page still reads, naming no alias', () => {
    const result = readHtmlPage(staticDocument({ params: '{not json' }));
    expect(result).toMatchObject({ kind: 'page', response: { content: CONTENT } });
    // Not `home`: the page's address names it (`describePage`).
    expect(result.kind === 'page' && result.response.alias).toBeUndefined();
  });

  it('a protected page still locked asks for the password; unlocked, it is a page never to be cached', () => {
    const root = 'data-vitrine-password-protected="" data-vitrine-page-uuid="w-1"';
    const locked = staticDocument({
      root,
      content:
        '<main data-vitrine-content=""><form data-vitrine-password-form=""><input type="password"></form></main>',
    });
    expect(readHtmlPage(locked)).toEqual({ kind: 'password' });
    expect(readHtmlPage(staticDocument({ root }))).toMatchObject({
      kind: 'page',
      response: { passwordProtected: true },
    });
  });

  it("the host's not-found page, answered with 200, is a not-found", () => {
    expect(
      readHtmlPage(staticDocument({ params: '{"SiteAlias":"bakery","PageAlias":"page-not-found"}' })),
    ).toEqual({
      kind: 'not-found',
      status: 200,
    });
  });
});
