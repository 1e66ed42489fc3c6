import { ENTRANCE_SELECTOR, EntranceAnimations } from './entrance-animations';
import { MINI_HEADER_SELECTOR, MiniHeader } from './mini-header';
import { SCROLL_RESPONDER_SELECTOR, ScrollResponder } from './scroll-responder';

export interface EffectsOptions {
  win: Window;
  doc: Document;
}

export interface RunningEffects {
  /** Stops every responder and observer; elements still waiting to animate show at once. */
  stop(): void;
}

function* matching(root: ParentNode, selector: string): Generator<Element> {
  if ((root as Node).nodeType === 1 && (root as Element).matches(selector)) yield root as Element;
  yield* root.querySelectorAll(selector);
}

/**
 * Scroll responders and entrance animations for the whole document, including elements added later (by a
 * navigation, a popup or a widget): one MutationObserver on the body finds them, and releases those that
 * leave.
 */
export function startEffects({ win, doc }: EffectsOptions): RunningEffects {
  const entrances = new EntranceAnimations(win);
  const responders = new Map<Element, ScrollResponder>();
  const miniHeaders = new Map<Element, MiniHeader>();
  const stopResponder = (element: Element, responder: ScrollResponder): void => {
    responder.stop();
    miniHeaders.get(element)?.stop();
    miniHeaders.delete(element);
  };

  const scan = (root: ParentNode, painted: boolean): void => {
    for (const element of matching(root, ENTRANCE_SELECTOR)) entrances.add(element, { painted });
    for (const element of matching(root, SCROLL_RESPONDER_SELECTOR)) {
      if (responders.has(element)) continue;
      const responder = new ScrollResponder(element, win);
      responders.set(element, responder);
      // A mini-header is a scroll responder that also changes its height (its scrolled state).
      if (element.matches(MINI_HEADER_SELECTOR)) {
        const miniHeader = new MiniHeader(element as HTMLElement, responder, win);
        miniHeaders.set(element, miniHeader);
        miniHeader.start();
      }
      responder.start();
    }
  };

  // What is on the page now may have been painted already; what arrives later has not.
  scan(doc, true);

  const observer = new (win as Window & typeof globalThis).MutationObserver((records) => {
    let removed = false;
    for (const record of records) {
      for (const node of record.addedNodes) if (node.nodeType === 1) scan(node as Element, false);
      removed ||= record.removedNodes.length > 0;
    }
    if (removed) {
      entrances.releaseDetached();
      for (const [element, responder] of responders) {
        if (element.isConnected) continue;
        stopResponder(element, responder);
        responders.delete(element);
      }
    }
    // A responder's target may have been replaced, or moved, by the change.
    for (const responder of responders.values()) responder.schedule();
  });
  observer.observe(doc.body ?? doc.documentElement, { childList: true, subtree: true });

  return {
    stop() {
      observer.disconnect();
      entrances.stop();
      for (const [element, responder] of responders) stopResponder(element, responder);
      responders.clear();
    },
  };
}
