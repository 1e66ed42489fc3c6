import { describe, expect, it } from 'vitest';
import { connectionAllowsAhead, isNavLink, nextCandidate, PrefetchBudget } from './prefetch-budget';

function element(html: string, selector = 'a'): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.querySelector(selector)!;
}

const withConnection = (connection: object | undefined) =>
  ({ navigator: connection ? { connection } : {} }) as unknown as Window;

describe('connectionAllowsAhead', () => {
  it('allows prefetching where the browser cannot tell (Firefox, WebKit) and on fast connections', () => {
    expect(connectionAllowsAhead(withConnection(undefined))).toBe(true);
    expect(connectionAllowsAhead(withConnection({ effectiveType: '4g', saveData: false }))).toBe(true);
    expect(connectionAllowsAhead(withConnection({}))).toBe(true);
  });

  it('never with Save-Data, nor on a 2G or 3G effective connection', () => {
    expect(connectionAllowsAhead(withConnection({ effectiveType: '4g', saveData: true }))).toBe(false);
    for (const effectiveType of ['slow-2g', '2g', '3g'])
      expect(connectionAllowsAhead(withConnection({ effectiveType }))).toBe(false);
  });
});

describe('isNavLink', () => {
  const url = (path: string) => new URL(`https://bakery.example${path}`);

  it('is a link inside a nav element or leading to a page of NavItems', () => {
    expect(isNavLink(element('<nav><a href="/site/b/menu">M</a></nav>'), url('/site/b/menu'), [])).toBe(true);
    const navItems = [
      { alias: 'about', subNav: [{ alias: 'team' }] },
      { alias: 'shop', href: '/store/' },
    ];
    expect(isNavLink(element('<a href="/site/b/about">A</a>'), url('/site/b/about'), navItems)).toBe(true);
    expect(isNavLink(element('<a href="/site/b/team">T</a>'), url('/site/b/team'), navItems)).toBe(true);
    expect(isNavLink(element('<a href="/store/">S</a>'), url('/store/'), navItems)).toBe(true);
    expect(isNavLink(element('<a href="/site/b/menu">M</a>'), url('/site/b/menu'), navItems)).toBe(false);
  });
});

describe('nextCandidate', () => {
  it('takes navigation links first, then links in the order they were reached', () => {
    const at = (path: string, nav: boolean, order: number) => ({
      url: new URL(`https://bakery.example${path}`),
      nav,
      order,
    });
    const candidates = [
      at('/text-1', false, 0),
      at('/nav-2', true, 2),
      at('/nav-1', true, 1),
      at('/text-2', false, 3),
    ];
    const taken: string[] = [];
    const left = new Set(candidates);
    for (let next = nextCandidate(left); next; next = nextCandidate(left)) {
      taken.push(next.url.pathname);
      left.delete(next);
    }
    expect(taken).toEqual(['/nav-1', '/nav-2', '/text-1', '/text-2']);
    expect(nextCandidate([])).toBeUndefined();
  });
});

describe('PrefetchBudget', () => {
  it('allows at most its pages per page view', () => {
    const budget = new PrefetchBudget({ pages: 2, bytes: 1_000_000 });
    budget.spend(10);
    expect(budget.allowsAnother()).toBe(true);
    budget.spend(10);
    expect(budget.allowsAnother()).toBe(false);
    budget.reset();
    expect(budget.allowsAnother()).toBe(true);
  });

  it('starts a prefetch only while the largest answer seen so far still fits in the bytes', () => {
    const budget = new PrefetchBudget({ pages: 10, bytes: 100 });
    expect(budget.allowsAnother()).toBe(true);
    budget.spend(40);
    expect(budget.allowsAnother()).toBe(true);
    budget.spend(40);
    // 80 spent, and the next answer is likely another 40.
    expect(budget.allowsAnother()).toBe(false);
    expect(budget.spent).toEqual({ pages: 2, bytes: 80 });
    // A new page view knows what pages weigh: two of 40 fit, not three.
    budget.reset();
    budget.spend(40);
    budget.spend(40);
    expect(budget.allowsAnother()).toBe(false);
  });

  it('allows nothing with a budget of zero pages or zero bytes', () => {
    expect(new PrefetchBudget({ pages: 0, bytes: 100 }).allowsAnother()).toBe(false);
    expect(new PrefetchBudget({ pages: 3, bytes: 0 }).allowsAnother()).toBe(false);
  });
});
