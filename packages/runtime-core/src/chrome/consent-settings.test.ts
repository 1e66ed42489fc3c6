import { CONSENT_COOKIE, consent, setConsentMode } from '@vitrine/widget-api';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openConsentSettings } from './consent-settings';
import { decide } from './cookie-notice';
import { cookieNoticeTexts } from './cookie-notice-texts';

beforeAll(() => {
  // jsdom has no modal dialogs: what the browser does, as far as these tests read it.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});

afterEach(() => {
  document.body.replaceChildren();
  setConsentMode('notice');
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
});

function open(language = 'en') {
  const opener = document.createElement('button');
  document.body.append(opener);
  opener.focus();
  const save = vi.fn();
  openConsentSettings({ win: window, texts: cookieNoticeTexts(language), opener, save });
  const dialog = document.querySelector('dialog') as HTMLDialogElement;
  const switches = [...dialog.querySelectorAll<HTMLInputElement>('input[role="switch"]')];
  const button = (name: string) =>
    [...dialog.querySelectorAll('button')].find(
      (candidate) => candidate.textContent === name,
    ) as HTMLButtonElement;
  return { opener, save, dialog, switches, button };
}

describe('consent settings', () => {
  it('has a labelled switch per category, necessary on and disabled, the others as allowed now', () => {
    setConsentMode('opt-in');
    consent.set(['analytics']);
    const { dialog, switches } = open();
    expect(dialog.open).toBe(true);
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Cookie settings',
    );
    expect(switches.map((input) => [input.labels?.[0]?.textContent, input.checked, input.disabled])).toEqual([
      ['Necessary (Always on)', true, true],
      ['Functional', false, false],
      ['Analytics', true, false],
      ['Marketing', false, false],
    ]);
    expect(document.getElementById(switches[1]?.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /shop, maps/,
    );
    expect(document.activeElement).toBe(switches[1]);
  });

  it('saves the switches as they are, closes, and gives focus back', () => {
    setConsentMode('opt-in');
    const { opener, save, dialog, switches, button } = open();
    switches[3]?.click();
    button('Save choices').click();
    expect(save).toHaveBeenCalledWith(['necessary', 'marketing']);
    expect(dialog.isConnected).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('Accept all saves every category; Close saves nothing', () => {
    const first = open();
    first.button('Accept all').click();
    expect(first.save).toHaveBeenCalledWith(['necessary', 'functional', 'analytics', 'marketing']);
    const second = open();
    second.button('Close').click();
    expect(second.save).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(second.opener);
  });

  it('speaks the language it is given', () => {
    const { dialog, button } = open('de');
    expect(dialog.lang).toBe('de');
    expect(button('Auswahl speichern')).toBeDefined();
  });
});

describe('decide', () => {
  it('reloads the page when the visitor withdraws a category they had accepted, not otherwise', () => {
    const reload = vi.fn();
    decide(['functional'], window, null, reload);
    decide(['functional', 'analytics'], window, null, reload);
    expect(reload).not.toHaveBeenCalled();
    decide(['analytics'], window, null, reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(consent.get()).toEqual(['necessary', 'analytics']);
  });
});
