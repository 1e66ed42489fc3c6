import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ClassicSite } from './ClassicSite';
import type { DocumentProps } from './Document';
import { Document } from './Document';

const DOCTYPE = '<!DOCTYPE html>';

export function renderDocument(props: DocumentProps): string {
  return DOCTYPE + renderToStaticMarkup(createElement(Document, props));
}

export function renderClassicSite(): string {
  return DOCTYPE + renderToStaticMarkup(createElement(ClassicSite));
}
