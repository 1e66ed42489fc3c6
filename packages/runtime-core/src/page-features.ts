import type { LazyFeatures } from './chunks/lazy-features';
import { EFFECT_MARKUP_SELECTOR } from './effects/detect';
import { CUSTOM_WIDGET_SELECTOR, MarkupAttribute } from './markup/attributes';
import type { RuntimeParts } from './runtime-parts';
import { noop } from './util/noop';

/** The features whose chunk a page downloads only when it has their markup (see `LazyFeatures`). */
export function addPageFeatures(
  features: LazyFeatures,
  context: RuntimeParts & { jqueryUrl: string | undefined },
): void {
  const { win, doc, mode, config, publicEvents, page, services, overlays, jqueryUrl, reportError } = context;
  features.add({
    selector: `[${MarkupAttribute.notification}]`,
    load: () =>
      import('./overlays/notification-bar').then(({ NotificationBars }) => {
        const bars = new NotificationBars({ win, publicEvents });
        bars.scan(doc);
        return {
          refresh: (root) => {
            bars.stopDetached();
            bars.scan(root);
          },
          stop: () => bars.stop(),
        };
      }),
  });

  // A protected page opened as a document shows the server's password form in the content: unlock in place.
  const passwordFormInContent = `[${MarkupAttribute.content}] form[${MarkupAttribute.passwordForm}]`;
  features.add({
    selector: passwordFormInContent,
    load: () =>
      overlays.load().then((loaded) => {
        const wire = (): void => loaded.unlockFormsIn(doc.querySelectorAll(passwordFormInContent));
        wire();
        return { refresh: wire, stop: noop };
      }),
  });

  features.add({
    selector: CUSTOM_WIDGET_SELECTOR,
    load: () =>
      import('./custom-widgets/index').then(({ startCustomWidgets }) =>
        startCustomWidgets({
          win,
          doc,
          jqueryUrl,
          api: () =>
            (win as Window & { dmAPI?: { ready?: Promise<unknown> } }).dmAPI?.ready ??
            Promise.resolve(undefined),
          pageSources: () => page().pageContent,
          popupSources: () => overlays.loaded?.popups.shownContent,
          loadCollection: (name) => services().then(({ collections }) => collections.get(name)),
          reportError,
          context: () => ({
            device: config.device,
            inEditor: mode === 'editor',
            page: page().pageAlias,
            siteId: config.siteAlias,
            locale: doc.documentElement.lang || 'en',
            accountId: config.externalUid,
          }),
        }),
      ),
  });

  // Extensions: the first document lists them in a data element, later pages in their page JSON.
  features.add({
    selector: `script[${MarkupAttribute.extensions}]`,
    needed: () => {
      const entries = page().pageContent?.extensionsToRender;
      return Array.isArray(entries) && entries.length > 0;
    },
    load: () =>
      import('./extensions/index').then(({ startExtensions }) =>
        startExtensions({ win, doc, config, page, reportError }),
      ),
  });

  // Spec §6: in the editor, right clicks go to the editor frame; in preview and live they are the browser's.
  if (mode === 'editor')
    features.add({
      selector: 'body',
      load: () =>
        import('./editor/context-menu').then(({ forwardContextMenus }) =>
          forwardContextMenus(win, doc, config.raw.EditorOrigin),
        ),
    });

  // Effects (scroll responders, entrance animations): watch the whole document once started.
  features.add({
    selector: EFFECT_MARKUP_SELECTOR,
    load: () => import('./effects/index').then(({ startEffects }) => startEffects({ win, doc })),
  });
}
