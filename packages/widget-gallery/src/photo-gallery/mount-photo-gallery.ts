import type { WidgetMount } from '@vitrine/widget-api';
import { logConfigWarnings } from '@vitrine/widget-api';
import type { LinkableGallery } from '../deep-link/deep-links';
import { deepLinksOf } from '../deep-link/deep-links';
import type { Checked } from '../field-reader';
import { fallBackOnce } from '../images/fall-back-once';
import { imageSrcset } from '../images/image-sources';
import type { LightboxPicture } from '../lightbox/open-lightbox';
import { GalleryClass, GalleryData } from '../markup/gallery-markup';
import type { PhotoGalleryConfig } from './config';
import { withMarkupAttributes } from './config';
import { forwardLinkClicksToEditor } from './editor-forwarding';
import { startEntrance } from './entrance';
import { startViewAllToggle } from './view-all-toggle';

/** Layouts whose thumbnails are cropped to their cell (all but pinterest's natural shapes). */
const isCropped = (type: PhotoGalleryConfig['type']) => type !== 'pinterest';

/**
 * Starts a server-rendered photo gallery (docs/widget-gallery.md): image fallbacks, the "View all" toggle,
 * entrance animations, and, live or in preview, the lightbox with its deep links; in the editor, link clicks
 * go to the editor instead. No React: the markup is the server's, and this only listens to it.
 */
export const mount: WidgetMount<Checked<PhotoGalleryConfig>> = (element, context) => {
  const { logger, signal } = context;
  const config = withMarkupAttributes(context.config, element);
  logConfigWarnings(logger, config.warnings);
  const root = element.querySelector<HTMLElement>(`.${GalleryClass.root}`);
  if (!root) {
    logger.error(
      'no gallery markup (.vg) inside the element: render it with PhotoGallery from @vitrine/widget-gallery/markup',
    );
    return;
  }
  const doc = element.ownerDocument;
  showCaptions(root, config.textLayout);
  fallBackOnce(root, GalleryData.original, logger, signal);
  startViewAllToggle(root, config, signal);
  startEntrance(root, config.imageAnimation, signal);
  if (context.inEditor) {
    forwardLinkClicksToEditor(root, context.widgetId, signal);
    return;
  }
  // A link gallery's pictures lead to their pages (widgets §3 `data-link-gallery`): no lightbox, no deep link.
  if (config.images.length === 0 || config.linkGallery) return;

  const pictureAt = (index: number) => root.querySelector<HTMLElement>(`[${GalleryData.index}="${index}"]`);
  const gallery: LinkableGallery = {
    element,
    count: config.images.length,
    logger,
    async open(index, events) {
      const { openLightbox } = await import('../lightbox/open-lightbox');
      const pictures = config.images.map((image, position): LightboxPicture => {
        const thumbnail = pictureAt(position)?.querySelector<HTMLElement>('.vg__media') ?? undefined;
        return {
          src: image.url,
          srcset: imageSrcset(image.url, image.width),
          width: image.width,
          height: image.height,
          alt: image.alt,
          title: image.title,
          text: image.text,
          // A thumbnail that is not displayed (waiting for "View all") has no place to zoom from.
          thumbnail: thumbnail?.offsetParent ? thumbnail : undefined,
          thumbCropped: isCropped(config.type),
        };
      });
      return openLightbox({ pictures, index, label: config.title, doc, ...events });
    },
    focusPicture(index) {
      const link = pictureAt(index)?.querySelector<HTMLElement>('a');
      const target = link?.offsetParent ? link : root.querySelector<HTMLElement>(`[${GalleryData.toggle}]`);
      target?.focus();
    },
  };
  const deepLinks = deepLinksOf(doc.defaultView ?? window);
  const unregister = deepLinks.register(gallery);
  signal.addEventListener('abort', unregister, { once: true });
  root.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = (event.target as Element).closest?.(`a[${GalleryData.open}]`);
      const index = Number(link?.closest(`[${GalleryData.index}]`)?.getAttribute(GalleryData.index));
      if (!link || !Number.isInteger(index) || !config.images[index]) return;
      event.preventDefault();
      void deepLinks.openFromPage(gallery, index).then((opened) => {
        // Without its lightbox (offline, say), the picture still opens: as the link it is.
        if (!opened && !signal.aborted) doc.defaultView?.location.assign(link.getAttribute('href') ?? '');
      });
    },
    { signal },
  );
};

/** Captions go where the element's `data-text-layout` says, which may differ from what the server laid out. */
function showCaptions(root: HTMLElement, textLayout: PhotoGalleryConfig['textLayout']): void {
  for (const name of [...root.classList]) if (name.startsWith('vg--text-')) root.classList.remove(name);
  root.classList.add(`vg--text-${textLayout}`);
}

// The schema travels in this chunk: the host asks for it and for the mount at once, and gets both in one file.
export { photoGalleryConfig } from './config';
