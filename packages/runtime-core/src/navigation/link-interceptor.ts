import type { LinkContext, LinkDecision } from './link-eligibility';
import { decideLinkClick } from './link-eligibility';

export type LinkHandler = (decision: Exclude<LinkDecision, { action: 'browser' }>, link: Element) => void;

/**
 * Listens for clicks on links anywhere in the document and hands the ones core should handle to
 * `onLink`, after stopping the browser's own navigation. It listens in the bubbling phase, so page code
 * that handles a click itself (and calls `preventDefault`) keeps it.
 */
export class LinkInterceptor {
  readonly #doc: Document;
  readonly #context: () => LinkContext;
  readonly #onLink: LinkHandler;
  readonly #onClick = (event: MouseEvent): void => {
    const link = linkOf(event);
    if (!link) return;
    const decision = decideLinkClick(link, event, this.#context());
    if (decision.action === 'browser') return;
    event.preventDefault();
    this.#onLink(decision, link);
  };

  constructor(doc: Document, context: () => LinkContext, onLink: LinkHandler) {
    this.#doc = doc;
    this.#context = context;
    this.#onLink = onLink;
  }

  start(): void {
    this.#doc.addEventListener('click', this.#onClick);
  }

  stop(): void {
    this.#doc.removeEventListener('click', this.#onClick);
  }
}

/** The link an event happened on, across shadow roots. */
export function linkOf(event: Event): Element | undefined {
  for (const target of event.composedPath()) {
    if (
      target instanceof Element &&
      (target.localName === 'a' || target.localName === 'area') &&
      target.hasAttribute('href')
    ) {
      return target;
    }
  }
  return undefined;
}
