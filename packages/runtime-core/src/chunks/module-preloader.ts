export type PreloadPriority = 'high' | 'low';

/**
 * Requests modules ahead of their `import()` with `<link rel="modulepreload">`. Browsers fetch a preloaded
 * module but not what it imports, so a lazy chunk's whole graph is listed and requested in one wave instead of
 * one level of imports after another; a module asked for twice is fetched once. `low` when it is a guess about
 * later (the page is idle), `high` when the modules are needed now.
 */
export function preloadModules(doc: Document, urls: readonly string[], priority: PreloadPriority): void {
  for (const href of urls) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.setAttribute('fetchpriority', priority);
    doc.head.append(link);
  }
}
