import { ENTRANCE_SELECTOR, EntranceAnimations } from './entrance-animations';
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

  const scan = (root: ParentNode, painted: boolean): void => {
    for (const element of matching(root, ENTRANCE_SELECTOR)) entrances.add(element, { painted });
    for (const element of matching(root, SCROLL_RESPONDER_SELECTOR)) {
      if (responders.has(element)) continue;
      const responder = new ScrollResponder(element, win);
      responders.set(element, responder);
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
        responder.stop();
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
      for (const responder of responders.values()) responder.stop();
      responders.clear();
    },
  };
}
