/**
 * jsdom has `<dialog>` without `showModal`/`close`. Modality, inertness and Escape are the browser's, and are
 * tested in Chromium (apps/demo-site/e2e/share-buttons.spec.ts).
 */
export function polyfillDialog(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
