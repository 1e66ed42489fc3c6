import type { WidgetMount } from '@vitrine/widget-api';
import { platformUrl } from '@vitrine/widget-api';
import { injectBlogStyles, politeStatus } from '../blog-styles';
import { SEARCH_POSTS_COMMAND, searchResponseSchema, wplPath } from '../wpl';
import { postJson, requestSignal } from '../wpl-request';
import type { BlogSearchConfig } from './config';
import { resultsMessage, SearchQueries, searchPageUrl, searchTerm } from './search-queries';

export const SEARCH_TIMEOUT_MS = 30_000;

/**
 * The blog search (core-runtime spec §4, §5). The server renders a GET form to the search page, which works
 * without JavaScript. With a results panel (`.vw-search__panel`) the search happens in place: a query goes
 * only when the term changed or the panel is hidden, as the visitor types when the search button's
 * `autocomplete` (or `data-autocomplete`) attribute is true and otherwise on Enter or the button; only the
 * answer to the latest query is shown. Without a panel the visitor goes to the search page.
 */
export const mount: WidgetMount<BlogSearchConfig> = (element, context) => {
  const { signal, logger, config } = context;
  const doc = element.ownerDocument;
  const form = element.querySelector<HTMLFormElement>('form');
  const input = form?.querySelector<HTMLInputElement>('input[type="search"], input[name="searchTerm"]');
  if (!form || !input) {
    logger.warn('no form with a search input: the search is left as rendered');
    return;
  }
  injectBlogStyles(doc);
  const preview = context.mode !== 'live';
  const panel = element.querySelector<HTMLElement>('.vw-search__panel');

  if (!panel) {
    form.addEventListener(
      'submit',
      (event) => {
        event.preventDefault();
        const term = searchTerm(input.value);
        // Widgets spec §5: nothing happens for an empty term.
        if (!term) return;
        const searchPage = config.searchPage ?? new URL(form.action, doc.baseURI).pathname;
        void context.navigation.navigate(searchPageUrl(searchPage, term, preview));
      },
      { signal },
    );
    return;
  }

  const button = form.querySelector<HTMLElement>('button, input[type="submit"]');
  const live = (button?.getAttribute('autocomplete') ?? button?.getAttribute('data-autocomplete')) === 'true';
  const queries = new SearchQueries();
  const status = politeStatus(element);
  const overlay = doc.createElement('div');
  overlay.className = 'vw-search__overlay';
  overlay.hidden = true;
  element.prepend(overlay);
  element.classList.add('vw-search');
  if (!panel.id) panel.id = `${context.widgetId}-results`;
  // A search field may not carry aria-expanded (axe, ARIA 1.2): the panel's presence and count are announced.
  input.setAttribute('aria-controls', panel.id);
  let lastTerm = '';

  const isOpen = () => !panel.hidden;
  const show = (open: boolean) => {
    panel.hidden = !open;
    overlay.hidden = !open;
    element.classList.toggle('vw-search--open', open);
  };
  // Closed by the overlay or Escape: the visitor goes on from the search field, and an answer still on its way
  // (the last key's query, sent after an earlier answer filled the panel) does not open it again under them.
  const close = () => {
    queries.invalidate();
    show(false);
    input.focus();
  };
  const clear = () => {
    queries.invalidate();
    lastTerm = '';
    panel.replaceChildren();
    show(false);
    status.textContent = '';
  };

  const search = (raw: string) => {
    const term = searchTerm(raw);
    if (!term) return clear();
    if (term === lastTerm && isOpen()) return;
    lastTerm = term;
    const queryNumber = queries.next();
    const payload = {
      commandID: SEARCH_POSTS_COMMAND,
      _searchTerm: term,
      _providerType: config.providerType,
      _rssURL: config.rssURL,
      _openSearchDescriptor: config.openSearchDescriptor,
      _maxResults: config.maxResults,
      _queryNumber: queryNumber,
    };
    postJson(platformUrl(wplPath(context.siteId, preview)), payload, requestSignal(signal, SEARCH_TIMEOUT_MS))
      .then((body) => {
        const answer = searchResponseSchema.parse(body);
        // A late answer to an earlier query, or one for a term since cleared: dropped (spec §4).
        if (signal.aborted || !queries.isLatest(answer.queryNumber) || answer.queryNumber !== queryNumber)
          return;
        status.textContent = resultsMessage(answer.resultsNum);
        if (answer.resultsNum === 0 || answer.results.trim() === '') {
          panel.replaceChildren();
          show(false);
          return;
        }
        const count = doc.createElement('p');
        count.className = 'vw-search__count';
        count.textContent = resultsMessage(answer.resultsNum);
        const results = doc.createElement('ul');
        results.className = 'vw-search__results';
        results.setAttribute('aria-label', `Posts matching “${term}”`);
        const template = doc.createElement('template');
        template.innerHTML = answer.results;
        results.append(template.content);
        panel.replaceChildren(count, results);
        show(true);
      })
      .catch((error: unknown) => {
        if (signal.aborted || !queries.isLatest(queryNumber)) return;
        // The term may be sent again: the visitor's next Enter is not refused as "unchanged".
        lastTerm = '';
        logger.warn('blog search failed', error);
      });
  };

  form.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      search(input.value);
    },
    { signal },
  );
  input.addEventListener(
    'keyup',
    (event) => {
      if (!live || NOT_TYPING.has(event.key)) return;
      search(input.value);
    },
    { signal },
  );
  // A visitor who typed into the field before the widget started (its code still downloading) gets the results
  // their keys would have asked for: they are still in the field, with nothing else to bring them.
  if (live && doc.activeElement === input && searchTerm(input.value) !== '') search(input.value);
  // Clearing the field with its own clear control is an empty term too.
  input.addEventListener(
    'input',
    () => {
      if (searchTerm(input.value) === '') clear();
    },
    { signal },
  );
  overlay.addEventListener('click', close, { signal });
  element.addEventListener(
    'keydown',
    (event) => {
      if (!isOpen()) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      const down = event.key === 'ArrowDown';
      const links = [...panel.querySelectorAll<HTMLAnchorElement>('a[href]')];
      if ((!down && event.key !== 'ArrowUp') || links.length === 0) return;
      event.preventDefault();
      // Down from the field goes to the first result, up to the last; up from the first goes back to the field.
      const at = links.indexOf(doc.activeElement as HTMLAnchorElement);
      const next = down ? at + 1 : (at === -1 ? links.length : at) - 1;
      (next < 0 ? input : links[Math.min(next, links.length - 1)])?.focus();
    },
    { signal },
  );
  // Following a result leaves the page: the panel goes with it, and so does the overlay.
  panel.addEventListener(
    'click',
    (event) => {
      if ((event.target as Element).closest('a[href]')) show(false);
    },
    { signal },
  );
};

const NOT_TYPING = new Set(['Enter', 'Escape', 'ArrowDown', 'ArrowUp', 'Tab', 'Shift']);
