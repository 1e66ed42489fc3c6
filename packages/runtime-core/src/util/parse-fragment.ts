/** Parses markup through `<template>`, so scripts in it stay inert and nothing loads until it is inserted. */
export function parseFragment(doc: Document, html: string): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = html;
  return template.content;
}
