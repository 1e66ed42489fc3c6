import { describe, expect, it } from 'vitest';
import { chromeContext } from './chrome-context.test-support';
import { NavLabel, start, visibleItemCount } from './nav-more';

const items = (count: number, current = -1) =>
  Array.from(
    { length: count },
    (_, index) =>
      `<li><a href="/p${index}"${index === current ? ' aria-current="page"' : ''}>Page ${index}</a></li>`,
  ).join('');

function setUp(attribute: string, list: string) {
  const context = chromeContext(
    `<nav data-vitrine-nav="${attribute}" aria-label="Main"><ul>${list}</ul></nav>`,
  );
  const running = start(context);
  const nav = document.querySelector('nav') as HTMLElement;
  const shown = () =>
    [...nav.querySelectorAll(':scope > ul > li:not([hidden]) > a')].map((link) => link.textContent);
  const more = () => nav.querySelector<HTMLButtonElement>('[data-nav-more] button') as HTMLButtonElement;
  return { running, nav, shown, more };
}

describe('navigation More / Less', () => {
  it('reads N: a positive integer or -1, else 5', () => {
    expect(visibleItemCount('3')).toBe(3);
    expect(visibleItemCount('-1')).toBe(-1);
    for (const garbage of [null, '', '0', '-2', '2.5', 'five']) expect(visibleItemCount(garbage)).toBe(5);
  });

  it('shows the first five and More; More shows all and becomes Less; Less collapses', () => {
    const { shown, more } = setUp('', items(8));
    expect(shown()).toEqual(['Page 0', 'Page 1', 'Page 2', 'Page 3', 'Page 4']);
    expect(more().textContent).toBe(NavLabel.more);
    expect(more().getAttribute('aria-expanded')).toBe('false');
    more().click();
    expect(shown()).toHaveLength(8);
    expect(more().textContent).toBe('Less Options');
    expect(more().getAttribute('aria-expanded')).toBe('true');
    more().click();
    expect(shown()).toHaveLength(5);
    expect(more().textContent).toBe('More Options');
  });

  it('has no More entry when every item fits, or with -1', () => {
    expect(setUp('5', items(5)).more().closest('li')?.hidden).toBe(true);
    const unlimited = setUp('-1', items(9));
    expect(unlimited.shown()).toHaveLength(9);
    expect(unlimited.more().closest('li')?.hidden).toBe(true);
  });

  it("keeps the current page's item in sight past N, and follows it after a navigation", () => {
    const { shown, running, nav } = setUp('3', items(6, 5));
    expect(shown()).toEqual(['Page 0', 'Page 1', 'Page 2', 'Page 5']);
    nav.querySelector('[aria-current]')?.removeAttribute('aria-current');
    nav.querySelector('a[href="/p4"]')?.setAttribute('aria-current', 'page');
    running.refresh?.(document);
    expect(shown()).toEqual(['Page 0', 'Page 1', 'Page 2', 'Page 4']);
  });

  it('takes its labels from the markup', () => {
    const context = chromeContext(
      `<nav data-vitrine-nav="1" data-nav-more-label="Plus" data-nav-less-label="Moins"><ul>${items(3)}</ul></nav>`,
    );
    start(context);
    const button = document.querySelector('[data-nav-more] button') as HTMLButtonElement;
    expect(button.textContent).toBe('Plus');
    button.click();
    expect(button.textContent).toBe('Moins');
  });

  it('opens a sub-navigation on its own, headed by Back to home, which returns to the top level', () => {
    const list = `${items(2)}<li><a href="/story">Story</a><ul><li><a href="/story#mill">The mill</a></li></ul></li>`;
    const { shown, nav } = setUp('5', list);
    const sub = nav.querySelector('li > ul') as HTMLElement;
    const open = nav.querySelector('[data-nav-sub-toggle]') as HTMLButtonElement;
    expect(sub.hidden).toBe(true);
    expect(open.getAttribute('aria-label')).toBe('Story: more pages');
    open.click();
    expect(sub.hidden).toBe(false);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(shown()).toEqual(['Story']);
    expect(document.activeElement?.textContent).toBe('The mill');
    const back = sub.querySelector('[data-nav-back] button') as HTMLButtonElement;
    expect(back.textContent).toBe('Back to home');
    back.click();
    expect(sub.hidden).toBe(true);
    expect(shown()).toEqual(['Page 0', 'Page 1', 'Story']);
    expect(document.activeElement).toBe(open);
  });

  it("names a sub-navigation's toggle and its Back entry in the markup's words", () => {
    const list = `<li><a href="/adresses">Nos adresses</a><ul><li><a href="/plan">Plan</a></li></ul></li>`;
    start(
      chromeContext(
        `<nav data-vitrine-nav data-nav-back-label="Retour à l’accueil" data-nav-sub-label="autres pages"><ul>${list}</ul></nav>`,
      ),
    );
    expect(document.querySelector('[data-nav-sub-toggle]')?.getAttribute('aria-label')).toBe(
      'Nos adresses: autres pages',
    );
    expect(document.querySelector('[data-nav-back] button')?.textContent).toBe('Retour à l’accueil');
  });

  it('leaves a navigation without a list alone', () => {
    const context = chromeContext('<nav data-vitrine-nav><p>No list</p></nav>');
    expect(() => start(context)).not.toThrow();
    expect(document.querySelector('[data-nav-more]')).toBeNull();
  });
});
