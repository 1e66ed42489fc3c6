/** Adds a classic `<script src>` and settles when it ran (or failed to load). */
export function loadClassicScript(doc: Document, src: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error(`Could not load script ${src}`)), { once: true });
    doc.head.append(script);
  });
}
