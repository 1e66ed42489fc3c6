/** The message a gallery link click becomes in the editor (widgets §6). */
export interface GalleryLinkMessage {
  type: 'vitrine:gallery-link-click';
  widgetId: string;
  /** The picture's position in its gallery, 0-based. */
  index: number;
  /** Where the link leads: the original image, or a link gallery's page or URL. */
  href: string;
}

/**
 * In the editor, gallery link clicks are forwarded to the editor (widgets §6) and nothing opens: the builder
 * frame around the page decides what a click on a picture does there.
 */
export function forwardLinkClicksToEditor(root: HTMLElement, widgetId: string, signal: AbortSignal): void {
  const win = root.ownerDocument.defaultView;
  root.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest?.('a[href]');
      if (!link || !root.contains(link)) return;
      event.preventDefault();
      const index = Number(link.closest('[data-vg-index]')?.getAttribute('data-vg-index') ?? -1);
      const message: GalleryLinkMessage = {
        type: 'vitrine:gallery-link-click',
        widgetId,
        index,
        href: link.getAttribute('href') ?? '',
      };
      // The editor frame's parent is on the builder's own origin, which the published page does not know.
      if (win && win.parent !== win) win.parent.postMessage(message, '*');
    },
    { signal },
  );
}
