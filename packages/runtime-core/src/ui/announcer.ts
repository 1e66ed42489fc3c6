/**
 * A polite live region that tells screen-reader users a new page arrived, since an in-page navigation makes
 * no announcement of its own.
 */
export class Announcer {
  readonly #region: HTMLElement;

  constructor(doc: Document) {
    const region = doc.createElement('div');
    region.className = 'vitrine-announcer';
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-atomic', 'true');
    Object.assign(region.style, {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      padding: '0',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
      border: '0',
    });
    doc.body.append(region);
    this.#region = region;
  }

  announce(message: string): void {
    // Emptying first makes a repeated message (the same title twice) announced again.
    this.#region.textContent = '';
    requestAnimationFrame(() => {
      this.#region.textContent = message;
    });
  }

  get element(): HTMLElement {
    return this.#region;
  }
}
