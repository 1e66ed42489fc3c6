// The overlays chunk: popups, the password popup and server messages. Loaded the first time a page needs
// one (a popup link is clicked or hovered, a page asks for a password or has server instructions).

import { relayDomEventsOnce } from '../events/dom-events';
import type { Emitter } from '../events/emitter';
import type { NavigationEvents } from '../events/navigation-events';
import type { PublicEvents } from '../events/public-events';
import { MarkupAttribute } from '../markup/attributes';
import { ScriptRunner } from '../navigation/script-runner';
import { showMessagePopup } from './message-popup';
import type { PasswordOutcome } from './password-popup';
import { askForPagePassword, unlockPageInPlace } from './password-popup';
import { PopupController } from './popup';
import { parsePopupDimension } from './popup-size';
import { parseServerInstructions, ServerInstructionTimers } from './server-instructions';

export interface OverlaysOptions {
  win: Window;
  doc: Document;
  siteAlias: string;
  events: Emitter<NavigationEvents>;
  publicEvents: Emitter<PublicEvents>;
  /** Sends a failure of a popup's own scripts to the site's client log. */
  reportError?: (message: string, error: unknown) => void;
}

export interface Overlays {
  readonly popups: PopupController;
  /** A click on a popup link: its options come from its `data-popup-*` attributes. */
  openFromLink(link: Element, url: URL): Promise<boolean>;
  askForPassword(url: URL): Promise<PasswordOutcome>;
  /** Gives each server-rendered password form (a protected page opened as a document) its behaviour, once. */
  unlockFormsIn(forms: Iterable<Element>): void;
  /** Shows the page's `srvInstruct` messages after their delays, counted from `shownAt` (`performance.now()`). */
  followInstructions(raw: unknown, shownAt: number): void;
  /** The visitor is leaving the page: its popup closes and its pending messages are dropped. */
  leavePage(): void;
  stop(): void;
}

export function createOverlays({
  win,
  doc,
  siteAlias,
  events,
  publicEvents,
  reportError,
}: OverlaysOptions): Overlays {
  relayDomEventsOnce(doc, events);
  const popups = new PopupController({
    win,
    doc,
    publicEvents,
    scripts: new ScriptRunner({ win, doc, reportError }),
    hooks: {
      contentShown: (root, url) => events.emit('popup-open', { root, url }),
      contentRemoved: (root, url) => events.emit('popup-close', { root, url }),
    },
  });
  const instructions = new ServerInstructionTimers(win, (instruction) => {
    showMessagePopup(popups, doc, instruction);
  });
  const unlocked = new WeakSet<Element>();
  return {
    popups,
    openFromLink: (link, url) =>
      popups.open({
        url,
        trigger: link,
        animation: link.getAttribute(MarkupAttribute.popupAnimation) ?? undefined,
        overlayColor: link.getAttribute(MarkupAttribute.popupOverlayColor) ?? undefined,
        width: parsePopupDimension(link.getAttribute(MarkupAttribute.popupWidth)),
        height: parsePopupDimension(link.getAttribute(MarkupAttribute.popupHeight)),
      }),
    askForPassword: (url) => askForPagePassword({ popups, win, doc, siteAlias, url }),
    unlockFormsIn(forms) {
      for (const form of forms) {
        if (unlocked.has(form) || !form.parentElement) continue;
        unlocked.add(form);
        unlockPageInPlace({ win, doc, siteAlias, root: form.parentElement });
      }
    },
    followInstructions(raw, shownAt) {
      const elapsedSeconds = (win.performance.now() - shownAt) / 1000;
      instructions.schedule(
        parseServerInstructions(raw).map((instruction) => ({
          ...instruction,
          delaySeconds: Math.max(0, instruction.delaySeconds - elapsedSeconds),
        })),
      );
    },
    leavePage() {
      instructions.cancel();
      popups.close();
    },
    stop() {
      instructions.cancel();
      popups.stop();
    },
  };
}
