import { CONSENT_CATEGORIES, type ConsentCategory, consentAllows } from '@vitrine/widget-api/consent';
import { CONSENT_CATEGORY_TEXTS, type ConsentCategoryTexts } from '@vitrine/widget-api/consent-texts';
import { trapFocus } from '@vitrine/widget-api/dom/focus-trap';
import { injectStyleOnce } from '@vitrine/widget-api/styles';
import { CONSENT_SETTINGS_TEXTS, type ConsentSettingsTexts } from './consent-settings-texts';
import type { CookieNoticeTexts } from './cookie-notice-texts';

const DIALOG = 'dialog[data-vitrine-consent-dialog]';
const DIALOG_CSS = `${DIALOG}{max-width:min(520px,calc(100vw - 24px));padding:20px 22px;border:0;border-radius:10px;background:#fff;color:#1f1b16;box-shadow:0 10px 30px rgb(0 0 0/.3)}
${DIALOG}::backdrop{background:rgb(0 0 0/.45)}
${DIALOG} h2{margin:0 0 8px;font-size:1.25rem}${DIALOG} p{margin:0 0 12px}
${DIALOG} fieldset{border:0;margin:0 0 16px;padding:0;display:grid;gap:12px}
${DIALOG} label{display:flex;gap:10px;align-items:center;font-weight:600}
${DIALOG} input{width:2.4em;height:1.3em;accent-color:#1f1b16}
${DIALOG} label+p{margin:2px 0 0 calc(2.4em + 10px);font-size:.9em}
${DIALOG} div{display:flex;gap:10px;flex-wrap:wrap;justify-content:flex-end}
${DIALOG} button{font:inherit;padding:8px 16px;border-radius:6px;border:1px solid #1f1b16;background:transparent;color:inherit;cursor:pointer}
${DIALOG} button[value=all]{background:#1f1b16;color:#fff}`;

export interface ConsentSettingsOptions {
  win: Window;
  texts: { lang: string; texts: CookieNoticeTexts };
  /** What had focus: it gets it back when the dialog closes. */
  opener: HTMLElement;
  /** Called with the categories the visitor chose, once, when they save or accept all. */
  save(categories: readonly ConsentCategory[]): void;
}

/**
 * The consent settings (docs/consent.md): a modal dialog with a switch per category (`necessary` shown on and
 * disabled), each switch starting at what loads now. Save keeps the switches, Accept all turns every one on;
 * Escape or Close leaves the answer as it was. Tab stays inside, and focus returns to the opener.
 */
export function openConsentSettings({
  win,
  texts: { lang, texts: notice },
  opener,
  save,
}: ConsentSettingsOptions): void {
  const doc = win.document;
  const texts = {
    ...(CONSENT_SETTINGS_TEXTS[lang] ?? (CONSENT_SETTINGS_TEXTS.en as ConsentSettingsTexts)),
    categories: CONSENT_CATEGORY_TEXTS[lang] ?? (CONSENT_CATEGORY_TEXTS.en as ConsentCategoryTexts),
    ...notice,
  };
  if (doc.querySelector(DIALOG)) return;
  injectStyleOnce('consent-settings', DIALOG_CSS, doc);
  const dialog = doc.createElement('dialog');
  dialog.setAttribute('data-vitrine-consent-dialog', '');
  dialog.lang = lang;
  dialog.setAttribute('aria-labelledby', 'vitrine-consent-title');
  const title = element(doc, 'h2', texts.settings);
  title.id = 'vitrine-consent-title';
  const switches = doc.createElement('fieldset');
  const inputs = CONSENT_CATEGORIES.map((category) => {
    const { name, description } = texts.categories[category];
    const input = doc.createElement('input');
    input.type = 'checkbox';
    input.setAttribute('role', 'switch');
    input.id = `vitrine-consent-${category}`;
    input.value = category;
    input.checked = consentAllows(category, win);
    input.disabled = category === 'necessary';
    const label = element(doc, 'label', category === 'necessary' ? `${name} (${texts.alwaysOn})` : name);
    label.prepend(input);
    const explanation = element(doc, 'p', description);
    explanation.id = `${input.id}-description`;
    input.setAttribute('aria-describedby', explanation.id);
    const row = doc.createElement('div');
    row.style.display = 'block';
    row.append(label, explanation);
    switches.append(row);
    return input;
  });
  const actions = doc.createElement('div');
  const choose = (categories: readonly ConsentCategory[]): void => {
    dialog.close();
    save(categories);
  };
  for (const [value, text, act] of [
    ['close', texts.close, () => dialog.close()],
    [
      'save',
      texts.save,
      () => choose(inputs.filter((input) => input.checked).map((input) => input.value as ConsentCategory)),
    ],
    ['all', texts.accept, () => choose(CONSENT_CATEGORIES)],
  ] as const) {
    const button = element(doc, 'button', text);
    button.type = 'button';
    button.value = value;
    button.addEventListener('click', act);
    actions.append(button);
  }
  dialog.append(title, element(doc, 'p', texts.settingsIntro), switches, actions);
  doc.body.append(dialog);
  const trap = trapFocus(dialog, { returnFocusTo: opener });
  // Escape fires `cancel` and closes the dialog: every way out ends here.
  dialog.addEventListener(
    'close',
    () => {
      trap.release();
      dialog.remove();
    },
    { once: true },
  );
  dialog.showModal();
  inputs.find((input) => !input.disabled)?.focus();
}

function element<Name extends 'h2' | 'p' | 'label' | 'button'>(
  doc: Document,
  name: Name,
  text: string,
): HTMLElementTagNameMap[Name] {
  const created = doc.createElement(name);
  created.textContent = text;
  return created;
}
