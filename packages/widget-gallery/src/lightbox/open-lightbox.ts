import { injectStyleOnce, prefersReducedMotion, trapFocus } from '@vitrine/widget-api';
import type { SlideData } from 'photoswipe';
import PhotoSwipe from 'photoswipe';
import { VENDOR_CSS } from './photoswipe-css.generated';

/** One picture as the lightbox shows it. */
export interface LightboxPicture {
  src: string;
  srcset?: string;
  width: number;
  height: number;
  alt: string;
  title: string;
  text: string;
  /** The thumbnail it opens from (the zoom animation starts there). */
  thumbnail?: HTMLElement;
  /** The thumbnail shows a crop of the picture (object-fit: cover). */
  thumbCropped?: boolean;
}

export interface LightboxOptions {
  pictures: readonly LightboxPicture[];
  /** The picture shown first, 0-based. */
  index: number;
  /** The dialog's accessible name: the gallery's. */
  label: string;
  doc: Document;
  /** Each time another picture shows. */
  onChange?: (index: number) => void;
  /** When the lightbox starts closing, whoever closed it. */
  onClose?: (index: number) => void;
  /** Once it is gone from the page (its focus trap with it), at the picture it closed on. */
  onClosed?: (index: number) => void;
}

export interface Lightbox {
  readonly index: number;
  goTo(index: number): void;
  close(): void;
  /** Closes at once, without animation (the page is going away). */
  destroy(): void;
}

const CAPTION_CLASS = 'vg-lightbox__caption';
/** Our captions (PhotoSwipe 5 has none) and the dialog's focus ring, on top of PhotoSwipe's own CSS. */
const LIGHTBOX_CSS = `.${CAPTION_CLASS}{position:absolute;left:0;right:0;bottom:0;padding:14px 20px 18px;color:#fff;background:linear-gradient(transparent,rgba(0,0,0,.75));font-size:15px;line-height:1.4;text-align:center;pointer-events:none}.${CAPTION_CLASS}:empty{display:none}.${CAPTION_CLASS} strong{display:block;font-weight:600}.pswp__button:focus-visible{outline:3px solid #fff;outline-offset:-4px}`;

/**
 * Opens PhotoSwipe 5 on `pictures` (this chunk, with PhotoSwipe and its stylesheet, is downloaded on the
 * first open only). Keyboard (arrows, Escape), swipe and pinch-zoom are PhotoSwipe's; focus is trapped
 * inside the dialog; animations are off under reduced motion. Captions (title and text) are ours, in a
 * polite live region so a screen reader hears each picture's.
 */
export function openLightbox({
  pictures,
  index,
  label,
  doc,
  onChange,
  onClose,
  onClosed,
}: LightboxOptions): Lightbox {
  injectStyleOnce('photoswipe', VENDOR_CSS, doc);
  injectStyleOnce('widget-gallery-lightbox', LIGHTBOX_CSS, doc);
  const reduced = prefersReducedMotion(doc.defaultView ?? window);
  const dataSource: SlideData[] = pictures.map((picture) => ({
    src: picture.src,
    srcset: picture.srcset,
    width: picture.width,
    height: picture.height,
    alt: picture.alt,
    element: picture.thumbnail,
    thumbCropped: picture.thumbCropped,
    // The thumbnail already loaded stands in while the large picture loads.
    msrc: picture.thumbnail?.querySelector('img')?.currentSrc || undefined,
  }));
  const pswp = new PhotoSwipe({
    dataSource,
    index,
    // Focus goes back to the picture on screen when it closes (our caller's), not to what had it before.
    returnFocus: false,
    trapFocus: true,
    showHideAnimationType: reduced ? 'none' : 'zoom',
    zoomAnimationDuration: reduced ? false : 333,
    bgOpacity: 0.92,
    closeTitle: 'Close (Esc)',
    zoomTitle: 'Zoom in or out',
    arrowPrevTitle: 'Previous picture',
    arrowNextTitle: 'Next picture',
    errorMsg: 'This picture could not be loaded.',
    appendToEl: doc.body,
  });
  pswp.on('uiRegister', () => {
    pswp.ui?.registerElement({
      name: 'caption',
      className: CAPTION_CLASS,
      appendTo: 'root',
      order: 9,
      isButton: false,
      onInit: (element) => {
        element.setAttribute('aria-live', 'polite');
        const show = () => {
          const picture = pictures[pswp.currIndex];
          element.replaceChildren();
          if (!picture) return;
          if (picture.title) {
            const title = doc.createElement('strong');
            title.textContent = picture.title;
            element.append(title);
          }
          if (picture.text) element.append(picture.text);
        };
        pswp.on('change', show);
        show();
      },
    });
  });
  pswp.on('change', () => onChange?.(pswp.currIndex));
  pswp.on('close', () => onClose?.(pswp.currIndex));
  pswp.on('destroy', () => onClosed?.(pswp.currIndex));
  pswp.on('afterInit', () => {
    const dialog = pswp.element;
    if (!dialog) return;
    // PhotoSwipe gives its element role="dialog" but neither modality nor a name.
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-label', label);
    // PhotoSwipe pulls focus back when it lands on the page, but the dialog is the last thing in the document:
    // Tab from its last button leaves the page for the browser's own controls. Tab goes round inside instead.
    // Our caller returns focus to the picture on screen: the trap only keeps it in, and goes with the dialog.
    trapFocus(dialog, { returnFocusTo: null });
  });
  // PhotoSwipe takes keys and gestures once its opening animation is over: say when, for tests and styles.
  pswp.on('openingAnimationEnd', () => pswp.element?.setAttribute('data-vg-ready', ''));
  pswp.init();
  return {
    get index() {
      return pswp.currIndex;
    },
    goTo: (next) => pswp.goTo(next),
    close: () => pswp.close(),
    destroy: () => pswp.destroy(),
  };
}
