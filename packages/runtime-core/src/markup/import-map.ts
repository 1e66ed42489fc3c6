/**
 * Where a page gets Vitrine's CDN modules: each package's `dist/cdn/` folder served under `{base}{folder}/`,
 * the folder named after the package without its scope (`@vitrine/widget-form` → `/cdn/widget-form/`),
 * `chunks/` and `vendor/` included.
 */
export interface CdnLocation {
  /** The URL the package folders are under: `/cdn/`, `https://static.example.com/vitrine/`. */
  base: string;
}

/** The `<script type="importmap">` content of a page. */
export interface ImportMap {
  imports: Record<string, string>;
}

const WIDGET_API = '@vitrine/widget-api';

/**
 * The modules every widget on a page shares, by specifier, with their file in widget-api's `vendor/`: one
 * React per page, however many widget packages it has. Widget CDN builds leave these specifiers to the import
 * map (`@vitrine/widget-build`).
 */
export const SHARED_VENDOR_FILES = {
  react: 'react.js',
  'react/jsx-runtime': 'react-jsx-runtime.js',
  'react-dom': 'react-dom.js',
  'react-dom/client': 'react-dom-client.js',
} as const;

/**
 * The page's one zod/mini, in core's `vendor/`: the module core's own lazy chunks import, so a page with
 * widgets downloads one copy of it, and a page with core alone still needs no import map.
 */
export const SHARED_ZOD_MINI_FILE = 'vendor/zod-mini.js';

/** `@vitrine/widget-form` → `widget-form`: the folder a package's `dist/cdn/` is served from. */
export function cdnFolderOf(packageName: string): string {
  return packageName.replace(/^@[^/]+\//, '');
}

/** The URL of `file` in a package's CDN folder. */
export function cdnFileUrl({ base }: CdnLocation, packageName: string, file: string): string {
  return `${base.endsWith('/') ? base : `${base}/`}${cdnFolderOf(packageName)}/${file}`;
}

/**
 * The module a package's CDN build is named after: core's self-booting script for `@vitrine/runtime-core`,
 * the registering module of a widget package (`/cdn/widget-form/widget-form.js`), for the
 * `data-vitrine-widget-module` attribute.
 */
export function cdnModuleUrl(location: CdnLocation, packageName: string): string {
  return cdnFileUrl(location, packageName, `${cdnFolderOf(packageName)}.js`);
}

/**
 * The import map a page that loads widgets from the CDN needs: core, widget-api and its React adapter, the
 * shared React and zod/mini, and `@vitrine/widget-geo` (which the public API's `drawMap` and `geocode` import
 * on a page without a map widget). Render it as the page's `<script type="importmap">`, before any module.
 */
export function importMap(location: CdnLocation): ImportMap {
  const imports: Record<string, string> = {
    '@vitrine/runtime-core': cdnModuleUrl(location, '@vitrine/runtime-core'),
    [WIDGET_API]: cdnModuleUrl(location, WIDGET_API),
    [`${WIDGET_API}/react`]: cdnFileUrl(location, WIDGET_API, 'react.js'),
  };
  for (const [specifier, file] of Object.entries(SHARED_VENDOR_FILES))
    imports[specifier] = cdnFileUrl(location, WIDGET_API, `vendor/${file}`);
  imports['zod/mini'] = cdnFileUrl(location, '@vitrine/runtime-core', SHARED_ZOD_MINI_FILE);
  imports['@vitrine/widget-geo'] = cdnModuleUrl(location, '@vitrine/widget-geo');
  return { imports };
}
