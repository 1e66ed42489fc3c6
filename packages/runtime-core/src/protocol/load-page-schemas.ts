import { loadOnce } from '@vitrine/widget-api/dom/load-once';

export type PageSchemas = typeof import('./page-schemas');

/** The page schemas' chunk, downloaded once; a failed download is tried again on the next call. */
export const loadPageSchemas = loadOnce((): Promise<PageSchemas> => import('./page-schemas'));
