import type { PopupController, PopupSession } from './popup';
import type { ServerInstruction } from './server-instructions';

/** Not in the spec: a message is short, so its popup is smaller than a page popup. */
export const MESSAGE_POPUP_SIZE = { width: 480, height: 240 } as const;

/** The popup of a `srvInstruct` (spec §3): title and text as plain text, never as markup, and an OK button. */
export function showMessagePopup(
  popups: PopupController,
  doc: Document,
  instruction: ServerInstruction,
): PopupSession {
  const fragment = doc.createDocumentFragment();
  if (instruction.title) {
    const title = doc.createElement('h2');
    title.className = 'vitrine-message__title';
    title.textContent = instruction.title;
    fragment.append(title);
  }
  if (instruction.text) {
    const text = doc.createElement('p');
    text.className = 'vitrine-message__text';
    text.textContent = instruction.text;
    fragment.append(text);
  }
  const actions = doc.createElement('div');
  actions.className = 'vitrine-message__actions';
  const ok = doc.createElement('button');
  ok.type = 'button';
  ok.className = 'vitrine-message__ok';
  ok.textContent = 'OK';
  actions.append(ok);
  fragment.append(actions);
  const session = popups.show({
    content: fragment,
    label: instruction.title || 'Message',
    defaultSize: MESSAGE_POPUP_SIZE,
  });
  ok.addEventListener('click', () => session.close());
  ok.focus();
  return session;
}
