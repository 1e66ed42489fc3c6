import type { ExtensionToRender } from '@vitrine/runtime-core/protocol';

export interface InlinedExtensions {
  contentHtml: string;
  /** The entries still for core to render: those whose HTML or placeholder was not found. */
  remaining: ExtensionToRender[];
}

/**
 * Writes a first document's extensions into its content, in place of their placeholders, as core would after an
 * in-page navigation (it replaces the placeholder element with the extension's HTML). Done on the server, the
 * extension is in the first paint: rendered by core, it arrived a round trip after load and pushed the content
 * below it down (Lighthouse CLS 0.037 on the market page). The extension's scripts get the document's nonce, as
 * core gives the scripts it inserts. An entry whose HTML is unknown, or whose placeholder is not an empty element
 * of the content, stays for core, which logs what is wrong with it.
 */
export function inlineExtensions(
  contentHtml: string,
  entries: readonly ExtensionToRender[],
  htmlOf: (extId: string) => string | undefined,
  nonce: string,
): InlinedExtensions {
  const remaining: ExtensionToRender[] = [];
  let html = contentHtml;
  for (const entry of entries) {
    const placeholder = emptyElementWithId(entry.elementId);
    const extension = placeholder.test(html) ? htmlOf(entry.extId) : undefined;
    if (extension === undefined) {
      remaining.push(entry);
      continue;
    }
    const withNonce = extension.replace(/<script(?=[\s>])/gi, `<script nonce="${nonce}"`);
    // A function, so `$` in the extension's HTML is never read as a replacement pattern.
    html = html.replace(placeholder, () => withNonce);
  }
  return { contentHtml: html, remaining };
}

/** `<tag … id="elementId" …></tag>`, as React renders an empty placeholder. */
function emptyElementWithId(elementId: string): RegExp {
  const id = elementId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`<([a-z][a-z0-9-]*)(?=[\\s>])[^>]*\\sid="${id}"[^>]*>\\s*</\\1>`, 'i');
}
