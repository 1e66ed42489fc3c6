import { preloadHintsHtml } from '@vitrine/runtime-core/markup';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ClassicSite } from './ClassicSite';
import type { DocumentProps } from './Document';
import { Document } from './Document';

const DOCTYPE = '<!DOCTYPE html>';

export function renderDocument(props: DocumentProps): string {
  const html = DOCTYPE + renderToStaticMarkup(createElement(Document, props));
  const hints = preloadHintsHtml(props.preloadHints ?? []);
  if (!hints) return html;
  // React 19 moves preload links to the top of the head, above the import map, which must come before anything
  // that loads a module: they are written after core's script instead, so core's own file is asked for first.
  const coreScript = `<script type="module" src="${props.runtimeScript}" nonce="${props.nonce}"></script>`;
  if (!html.includes(coreScript)) throw new Error("renderDocument: core's script tag is not in the document");
  return html.replace(coreScript, coreScript + hints);
}

export function renderClassicSite(): string {
  return DOCTYPE + renderToStaticMarkup(createElement(ClassicSite));
}
