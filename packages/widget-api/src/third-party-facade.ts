import { consent } from './consent';
import { consentAllows, whenConsentAllows } from './consent-mode';
import { CONSENT_CATEGORY_TEXTS, type ConsentCategoryTexts } from './consent-texts';
import { injectStyleOnce } from './styles';
import type { ThirdPartyProvider } from './third-party-providers';

/** What a widget shows from a third party, as its facade names it to the visitor. */
export type ThirdPartyContent = 'video' | 'comments' | 'map' | 'posts' | 'booking' | 'store';

export interface ThirdPartyFacadeTexts {
  content: Record<ThirdPartyContent, string>;
  /** `{provider}`: who provides it. */
  providedBy: string;
  /** `{provider}`, `{category}`: why nothing loaded. */
  explanation: string;
  loadOnce: string;
  /** `{category}`. */
  alwaysAllow: string;
}

/** In the cookie notice's languages; any other page language gets English. */
export const THIRD_PARTY_FACADE_TEXTS: Readonly<Record<string, ThirdPartyFacadeTexts>> = {
  en: {
    content: {
      video: 'Video',
      comments: 'Comments',
      map: 'Map',
      posts: 'Posts',
      booking: 'Booking',
      store: 'Online shop',
    },
    providedBy: 'Provided by {provider}',
    explanation:
      'Loading it connects you to {provider}, which may set cookies and see your visit. Your cookie settings do not allow “{category}” content yet.',
    loadOnce: 'Load once',
    alwaysAllow: 'Always allow “{category}”',
  },
  fr: {
    content: {
      video: 'Vidéo',
      comments: 'Commentaires',
      map: 'Carte',
      posts: 'Publications',
      booking: 'Réservation',
      store: 'Boutique en ligne',
    },
    providedBy: 'Un service proposé par {provider}',
    explanation:
      'Le charger vous connecte à {provider}, qui peut déposer des cookies et voir votre visite. Vos paramètres de cookies n’autorisent pas encore les contenus « {category} ».',
    loadOnce: 'Charger cette fois',
    alwaysAllow: 'Toujours autoriser « {category} »',
  },
  de: {
    content: {
      video: 'Video',
      comments: 'Kommentare',
      map: 'Karte',
      posts: 'Beiträge',
      booking: 'Terminbuchung',
      store: 'Onlineshop',
    },
    providedBy: 'Ein Dienst von {provider}',
    explanation:
      'Beim Laden werden Sie mit {provider} verbunden; der Dienst kann Cookies setzen und Ihren Besuch sehen. Ihre Cookie-Einstellungen erlauben Inhalte der Kategorie „{category}“ noch nicht.',
    loadOnce: 'Einmal laden',
    alwaysAllow: '„{category}“ immer erlauben',
  },
  es: {
    content: {
      video: 'Vídeo',
      comments: 'Comentarios',
      map: 'Mapa',
      posts: 'Publicaciones',
      booking: 'Reservas',
      store: 'Tienda en línea',
    },
    providedBy: 'Un servicio de {provider}',
    explanation:
      'Cargarlo le conecta con {provider}, que puede usar cookies y ver su visita. Su configuración de cookies aún no permite contenidos «{category}».',
    loadOnce: 'Cargar esta vez',
    alwaysAllow: 'Permitir siempre «{category}»',
  },
};

/**
 * Why a facade let its content through: the visitor pressed its **Load once** (`once`) or **Always allow**
 * (`always`), or their answer allows the category (`answer`: given already, in the notice, in another facade).
 * A video plays on the first two only: a visitor who allowed a category elsewhere did not ask this one to play.
 */
export type ThirdPartyFacadeChoice = 'once' | 'always' | 'answer';

export interface ThirdPartyFacadeOptions {
  provider: ThirdPartyProvider;
  /** What it is: the facade's title, unless `title` names this one (a video's title). */
  content: ThirdPartyContent;
  title?: string;
  /** Takes the facade away (the widget unmounts): the promise rejects with its reason. */
  signal?: AbortSignal;
  /** Moves focus to "Load once" as the facade shows: for a facade the visitor's own click brought up. */
  focus?: boolean;
  /**
   * The widget is in the owner's editor (`context.inEditor`): the facade shows whatever the answer, as a
   * visitor who has not allowed the category sees it, with its buttons disabled, and never resolves: nothing
   * third-party loads in the editor (docs/consent.md, "Editor and preview").
   */
  inEditor?: boolean;
}

const FACADE = '.vitrine-facade';
const FACADE_CSS = `${FACADE}{box-sizing:border-box;display:grid;gap:.4rem;max-width:36rem;margin:.5rem 0;padding:.9rem 1rem;border:1px solid currentColor;border-radius:.5rem;line-height:1.4;text-align:start}
${FACADE} p{margin:0}${FACADE}__title{font-weight:700;font-size:1.05em}
${FACADE}__actions{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:.25rem}
${FACADE} button{font:inherit;min-height:44px;padding:.4rem .9rem;border-radius:.4rem;border:1px solid currentColor;background:transparent;color:inherit;cursor:pointer}
${FACADE} button[value=once]{border-width:2px;font-weight:700}
${FACADE} button:focus-visible{outline:3px solid currentColor;outline-offset:2px}`;

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** The host's language (the nearest `lang`, else the page's), for the facade's texts. */
function languageOf(host: Element): string {
  const lang = host.closest('[lang]')?.getAttribute('lang') ?? host.ownerDocument.documentElement.lang;
  return (lang ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
}

/**
 * Stands in for a widget's third-party content until the visitor allows it (docs/consent.md, "Facades"): says
 * what it is and who provides it, with **Load once** (this widget, this time) and **Always allow** (records
 * the provider's category in the visitor's answer, as the cookie settings would). Resolves at once, showing
 * nothing, when the category is allowed; else when the visitor chooses, or their answer (the notice, another
 * facade) allows the category, with which of these it was. It then takes itself out of `host` (focus, if it
 * was inside, goes to `host`), and the widget loads its content with `consent: 'granted'`.
 */
export function thirdPartyFacade(
  host: HTMLElement,
  options: ThirdPartyFacadeOptions,
): Promise<ThirdPartyFacadeChoice> {
  const { provider, content, title, signal, focus = false, inEditor = false } = options;
  const doc = host.ownerDocument;
  const win = doc.defaultView as Window;
  if (signal?.aborted) return Promise.reject(signal.reason);
  if (!inEditor && consentAllows(provider.category, win)) return Promise.resolve('answer');
  injectStyleOnce('third-party-facade', FACADE_CSS, doc);
  const lang = languageOf(host);
  const known = THIRD_PARTY_FACADE_TEXTS[lang] !== undefined;
  const texts = THIRD_PARTY_FACADE_TEXTS[known ? lang : 'en'] as ThirdPartyFacadeTexts;
  const category = (CONSENT_CATEGORY_TEXTS[known ? lang : 'en'] as ConsentCategoryTexts)[provider.category];
  const values = { provider: provider.name, category: category.name };
  // Unique among every copy of widget-api on the page, without a shared counter.
  const id = `vitrine-facade-${Math.random().toString(36).slice(2, 10)}`;

  const facade = doc.createElement('div');
  facade.className = 'vitrine-facade';
  facade.setAttribute('role', 'group');
  facade.setAttribute('aria-labelledby', `${id}-title`);
  facade.setAttribute('aria-describedby', `${id}-text`);
  facade.dataset.thirdPartyFacade = content;
  // A page in a language the texts do not have reads English here, and says so to a screen reader.
  if (!known) facade.lang = 'en';
  const paragraph = (className: string, text: string, paragraphId?: string): HTMLParagraphElement => {
    const element = doc.createElement('p');
    element.className = `vitrine-facade__${className}`;
    element.textContent = text;
    if (paragraphId) element.id = paragraphId;
    return element;
  };
  const actions = doc.createElement('div');
  actions.className = 'vitrine-facade__actions';
  const button = (value: 'once' | 'always', text: string): HTMLButtonElement => {
    const element = doc.createElement('button');
    element.type = 'button';
    element.value = value;
    element.textContent = text;
    actions.append(element);
    return element;
  };
  const once = button('once', texts.loadOnce);
  const always = button('always', fill(texts.alwaysAllow, values));
  facade.append(
    paragraph('title', title || texts.content[content], `${id}-title`),
    paragraph('provider', fill(texts.providedBy, values)),
    paragraph('text', fill(texts.explanation, values), `${id}-text`),
    actions,
  );
  host.append(facade);
  if (inEditor) {
    once.disabled = true;
    always.disabled = true;
    return new Promise<ThirdPartyFacadeChoice>((_, reject) =>
      signal?.addEventListener(
        'abort',
        () => {
          facade.remove();
          reject(signal.reason);
        },
        { once: true },
      ),
    );
  }
  if (focus) once.focus();

  return new Promise<ThirdPartyFacadeChoice>((resolve, reject) => {
    const waiting = new AbortController();
    const close = (): void => {
      waiting.abort();
      const hadFocus = facade.contains(doc.activeElement);
      facade.remove();
      if (!hadFocus) return;
      if (!host.hasAttribute('tabindex')) host.tabIndex = -1;
      host.focus();
    };
    once.addEventListener('click', () => {
      close();
      resolve('once');
    });
    always.addEventListener('click', () => {
      // Added to what the visitor answered before (nothing but `necessary` when they had not answered): the
      // notice and the settings read the same answer, and every other facade of the category lets its content
      // through. Refused by the browser (cookies off), the visitor still gets what they asked for here.
      consent.set([...(consent.get(win) ?? []), provider.category], win);
      close();
      resolve('always');
    });
    const stop = signal ? AbortSignal.any([waiting.signal, signal]) : waiting.signal;
    whenConsentAllows(provider.category, { win, signal: stop }).then(
      () => {
        close();
        resolve('answer');
      },
      (reason: unknown) => {
        if (waiting.signal.aborted) return;
        facade.remove();
        reject(reason);
      },
    );
  });
}
