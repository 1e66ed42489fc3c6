// The schemas the navigation engine checks pages with, and zod with them: a chunk of its own, asked for with the
// first page request (load-page-schemas.ts), so the engine that warms up on every idle page brings no schema
// library to a visitor who never leaves the page.
import * as z from 'zod/mini';
import { pageContentSchema } from './page-response';

export { pageContentSchema, pageResponseSchema } from './page-response';

/** A page cache entry as it is kept in storage (`PageCache`). */
export const storedPageSchema = z.object({ content: pageContentSchema, storedAt: z.number() });
