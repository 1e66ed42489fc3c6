import { createTestContext, recordingLogger } from '@vitrine/widget-api/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlogSearchConfig } from './config';
import { blogSearchConfig } from './config';
import { mount } from './mount-blog-search';

const config: BlogSearchConfig = blogSearchConfig.parse({});

function renderSearch({ panel = true, autocomplete = 'true', typedBefore = '', inField = true } = {}) {
  document.body.innerHTML = `<div id="search"><form action="/site/s/search" method="get"><input type="search" name="searchTerm"><button type="submit" data-autocomplete="${autocomplete}">Search</button></form>${panel ? '<div class="vw-search__panel" hidden></div>' : ''}</div>`;
  const element = document.getElementById('search')!;
  if (typedBefore) {
    const field = element.querySelector('input')!;
    if (inField) field.focus();
    field.value = typedBefore;
  }
  const navigate = vi.fn(async () => {});
  const logger = recordingLogger();
  mount(
    element,
    createTestContext(config, {
      siteId: 'harbor',
      logger,
      navigation: { navigate, beforeNavigate: () => () => {} },
    }),
  );
  const input = element.querySelector('input')!;
  const type = (value: string) => {
    input.value = value;
    input.dispatchEvent(new KeyboardEvent('keyup', { key: value.slice(-1) || 'Backspace', bubbles: true }));
  };
  const submit = (value: string) => {
    input.value = value;
    element.querySelector('form')!.requestSubmit();
  };
  return {
    element,
    input,
    type,
    submit,
    navigate,
    logger,
    panel: element.querySelector<HTMLElement>('.vw-search__panel'),
  };
}

/** fetch answered by the test, in any order. */
function heldFetch() {
  const pending: Array<{ body: Record<string, unknown>; answer: (body: unknown) => void }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((resolve) =>
          pending.push({
            body: JSON.parse(String(init.body)),
            answer: (body) => resolve(new Response(JSON.stringify(body), { status: 200 })),
          }),
        ),
    ),
  );
  return pending;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const results = (n: number, term: string) => ({
  results: Array.from(
    { length: n },
    (_, i) => `<li data-post-id="${i}"><a href="/p?post_id=${i}">${term} ${i}</a></li>`,
  ).join(''),
  resultsNum: n,
});

afterEach(() => vi.unstubAllGlobals());

describe('blog search with a results panel', () => {
  it('shows only the answer to the latest query, whatever order answers come in', async () => {
    const pending = heldFetch();
    const { type, panel, element } = renderSearch();
    type('r');
    type('ry');
    type('rye');
    expect(pending.map(({ body }) => [body._searchTerm, body._queryNumber])).toEqual([
      ['r', 1],
      ['ry', 2],
      ['rye', 3],
    ]);
    pending[2]!.answer({ ...results(2, 'rye'), queryNumber: 3 });
    await settled();
    pending[0]!.answer({ ...results(5, 'r'), queryNumber: 1 });
    pending[1]!.answer({ ...results(4, 'ry'), queryNumber: 2 });
    await settled();
    expect(panel!.hidden).toBe(false);
    expect(panel!.querySelectorAll('[data-post-id]')).toHaveLength(2);
    expect(element.querySelector('[role="status"]')?.textContent).toBe('2 posts found.');
  });

  it('an empty term clears and hides the results, and the answer still pending is dropped', async () => {
    const pending = heldFetch();
    const { type, panel } = renderSearch();
    type('rye');
    pending[0]!.answer({ ...results(1, 'rye'), queryNumber: 1 });
    await settled();
    expect(panel!.hidden).toBe(false);
    type('spelt');
    type('   ');
    pending[1]!.answer({ ...results(3, 'spelt'), queryNumber: 2 });
    await settled();
    expect(panel!.hidden).toBe(true);
    expect(panel!.childElementCount).toBe(0);
    expect(pending).toHaveLength(2);
  });

  it('sends nothing for an unchanged term while the panel shows, and again once it is hidden', async () => {
    const pending = heldFetch();
    const { submit, panel, element } = renderSearch({ autocomplete: 'false' });
    submit(' rye ');
    pending[0]!.answer({ ...results(1, 'rye'), queryNumber: 1 });
    await settled();
    submit('rye');
    expect(pending).toHaveLength(1);
    element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(panel!.hidden).toBe(true);
    submit('rye');
    expect(pending).toHaveLength(2);
    expect(pending[0]!.body._searchTerm).toBe('rye');
  });

  it('closing the results drops the answer still on its way: it does not open them again', async () => {
    const pending = heldFetch();
    const { type, panel, element } = renderSearch();
    type('stolle');
    pending[0]!.answer({ ...results(1, 'stolle'), queryNumber: 1 });
    await settled();
    expect(panel!.hidden).toBe(false);
    type('stollen');
    element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    pending[1]!.answer({ ...results(1, 'stollen'), queryNumber: 2 });
    await settled();
    expect(panel!.hidden).toBe(true);
    expect(element.classList.contains('vw-search--open')).toBe(false);
    // The same term asks again once the visitor wants the results back.
    type('stollen');
    expect(pending).toHaveLength(3);
  });

  it('searches what the visitor typed into the field before the widget started, once', async () => {
    const pending = heldFetch();
    const { panel } = renderSearch({ typedBefore: 'knots' });
    expect(pending.map(({ body }) => body._searchTerm)).toEqual(['knots']);
    pending[0]!.answer({ ...results(2, 'knots'), queryNumber: 1 });
    await settled();
    expect(panel!.hidden).toBe(false);
    expect(panel!.querySelectorAll('a')).toHaveLength(2);
  });

  it('leaves a field alone that the visitor is not in, or that searches only on Enter', () => {
    const pending = heldFetch();
    renderSearch({ typedBefore: 'knots', autocomplete: 'false' });
    renderSearch({ typedBefore: 'knots', inField: false });
    expect(pending).toHaveLength(0);
  });

  it('without the autocomplete attribute, typing sends nothing', () => {
    const pending = heldFetch();
    const { type } = renderSearch({ autocomplete: 'false' });
    type('rye');
    expect(pending).toHaveLength(0);
  });

  it('hides the panel when the count is 0', async () => {
    const pending = heldFetch();
    const { submit, panel } = renderSearch();
    submit('croissant');
    pending[0]!.answer({ results: '', resultsNum: 0, queryNumber: 1 });
    await settled();
    expect(panel!.hidden).toBe(true);
  });
});

describe('blog search without a panel', () => {
  it('goes to the search page with the term, and does nothing for spaces', () => {
    const { submit, navigate } = renderSearch({ panel: false });
    submit('   ');
    expect(navigate).not.toHaveBeenCalled();
    submit(' dark rye ');
    expect(navigate).toHaveBeenCalledWith('/site/s/search?searchTerm=dark%20rye');
  });
});
