// The overlays chunk: popups, the password popup and server messages. Loaded the first time a page needs
// one (a popup link is clicked or hovered, a page asks for a password, a server instruction is due).
import type { ServerInstruction } from '../boot/server-instructions';
import type { Emitter } from '../events/emitter';
import type { NavigationEvents } from '../events/navigation-events';
import type { PublicEvents } from '../events/public-events';
import { showMessagePopup } from './message-popup';
import type { PasswordOutcome } from './password-popup';
import { askForPagePassword } from './password-popup';
import { PopupController } from './popup';

export interface OverlaysOptions {
  win: Window;
  doc: Document;
  siteAlias: string;
  events: Emitter<NavigationEvents>;
  publicEvents: Emitter<PublicEvents>;
}

export interface Overlays {
  readonly popups: PopupController;
  askForPassword(url: URL): Promise<PasswordOutcome>;
  showMessage(instruction: ServerInstruction): void;
}

export function createOverlays({ win, doc, siteAlias, events, publicEvents }: OverlaysOptions): Overlays {
  const popups = new PopupController({
    win,
    doc,
    publicEvents,
    hooks: {
      contentShown: (root, url) => events.emit('popup-open', { root, url }),
      contentRemoved: (root, url) => events.emit('popup-close', { root, url }),
    },
  });
  return {
    popups,
    askForPassword: (url) => askForPagePassword({ popups, win, doc, siteAlias, url }),
    showMessage: (instruction) => {
      showMessagePopup(popups, doc, instruction);
    },
  };
}
