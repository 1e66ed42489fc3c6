import type { LazyFeatures } from './chunks/lazy-features';
import { hasGoogleTags } from './config/google-consent';
import { EFFECT_MARKUP_SELECTOR } from './effects/detect';
import {
  CONTENT_ATTRIBUTE,
  CUSTOM_WIDGET_SELECTOR,
  EXTENSIONS_ATTRIBUTE,
  HELD_SCRIPT_SELECTOR,
  NOTIFICATION_ATTRIBUTE,
  PASSWORD_FORM_ATTRIBUTE,
} from './markup/boot-attributes';
import { CARRIED_HOME_PARAMS, homeLink } from './public-api/page-urls';
import type { RuntimeParts } from './runtime-parts';
import { noop } from './util/noop';

/** What a page feature starts from: the parts core shares, and the CDN build's jQuery for custom widgets. */
export type PageFeatureParts = RuntimeParts & { jqueryUrl: string | undefined };

/**
 * The features whose chunk a page downloads only when it has their markup (see `LazyFeatures`): a table of
 * selectors and chunks. How each feature is wired to core's parts comes with its chunk, not with boot.
 */
export function addPageFeatures(features: LazyFeatures, parts: PageFeatureParts): void {
  const { win, doc, mode, config, page, overlays } = parts;
  features.add({
    name: 'notification-bar',
    selector: `[${NOTIFICATION_ATTRIBUTE}]`,
    load: () => import('./overlays/notification-bar').then((chunk) => chunk.startNotificationBars(parts)),
  });

  // A protected page opened as a document shows the server's password form in the content: unlock in place.
  const passwordForms = `[${CONTENT_ATTRIBUTE}] form[${PASSWORD_FORM_ATTRIBUTE}]`;
  features.add({
    name: 'password-form',
    selector: passwordForms,
    load: () =>
      overlays.load().then((loaded) => {
        const wire = (): void => loaded.unlockFormsIn(doc.querySelectorAll(passwordForms));
        wire();
        return { refresh: wire, stop: noop };
      }),
  });

  features.add({
    name: 'custom-widgets',
    selector: CUSTOM_WIDGET_SELECTOR,
    load: () => import('./custom-widgets/index').then((chunk) => chunk.startPageCustomWidgets(parts)),
  });

  // Extensions: the first document lists them in a data element, later pages in their page JSON.
  features.add({
    name: 'extensions',
    selector: `script[${EXTENSIONS_ATTRIBUTE}]`,
    needed: () => {
      const entries = page().pageContent?.extensionsToRender;
      return Array.isArray(entries) && entries.length > 0;
    },
    load: () => import('./extensions/index').then((chunk) => chunk.startExtensions(parts)),
  });

  // Spec §6: in the editor, right clicks go to the editor frame; in preview and live they are the browser's.
  if (mode === 'editor')
    features.add({
      name: 'context-menu',
      selector: 'body',
      load: () =>
        import('./editor/context-menu').then((chunk) =>
          chunk.forwardContextMenus(win, doc, config.raw.EditorOrigin),
        ),
    });

  // Home links carrying the document's parameters (`dm_try_mode`, …): only on a page opened with one.
  const { homeLinkSelector } = config;
  if (homeLinkSelector && CARRIED_HOME_PARAMS.test(win.location.search)) {
    const href = homeLink(config.siteAlias, win.location);
    features.add({
      name: 'home-links',
      selector: 'body',
      load: () =>
        import('./public-api/home-links').then(({ startHomeLinks }) =>
          startHomeLinks(doc, homeLinkSelector, href),
        ),
    });
  }

  // The visitor's answer, for Google's tags and the site's held scripts: on pages that have either.
  features.add({
    name: 'consent',
    selector: HELD_SCRIPT_SELECTOR,
    needed: () => hasGoogleTags(win),
    load: () => import('./consent/index').then((chunk) => chunk.startConsent(parts)),
  });

  // Effects (scroll responders, entrance animations): watch the whole document once started.
  features.add({
    name: 'effects',
    selector: EFFECT_MARKUP_SELECTOR,
    load: () => import('./effects/index').then((chunk) => chunk.startEffects(parts)),
  });
}
