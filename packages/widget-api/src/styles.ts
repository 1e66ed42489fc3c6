/**
 * Adds a widget package's stylesheet to the document once, marked with `data-vitrine-style="{id}"` so a second
 * widget (or a second copy of the package) finds it. It goes first in <head>, so the site's own CSS overrides
 * the widget's defaults.
 */
export function injectStyleOnce(id: string, css: string, doc: Document = document): void {
  if (doc.querySelector(`style[data-vitrine-style="${id}"]`)) return;
  const style = doc.createElement('style');
  style.dataset.vitrineStyle = id;
  style.textContent = css;
  doc.head.prepend(style);
}
