import { MarkupAttribute, RUN_ONCE } from '@vitrine/runtime-core/markup';
import type { ConsentCategory } from '@vitrine/widget-api';
import { createContext, useContext } from 'react';

/**
 * The nonce of the response being rendered: an HTML document gets a fresh one in its Content-Security-Policy,
 * and every script it renders carries it. Page JSON is rendered without one: core gives the scripts it
 * inserts the document's own nonce (read from the `csp-nonce` meta tag).
 */
export const ScriptNonce = createContext<string | undefined>(undefined);

export interface PageScriptProps {
  /** An external script's URL; without it, `code` is the script. */
  src?: string | undefined;
  /** Inline code; must not contain `</script`. */
  code?: string | undefined;
  id?: string | undefined;
  /** `data-vitrine-run="once"`: run once per document, not again when a later page brings it. */
  runOnce?: boolean | undefined;
  /** Extra attributes (`data-vitrine-head` for head scripts). */
  attributes?: Record<string, string> | undefined;
  /**
   * Held until the visitor accepts this consent category (`type="text/plain" data-category="…"`, docs/consent.md):
   * core runs it then.
   */
  category?: ConsentCategory | undefined;
}

/** A classic script of a page, as a site owner pasted it: carries the nonce of the document it is in. */
export function PageScript({ src, code, id, runOnce, attributes, category }: PageScriptProps) {
  const nonce = useContext(ScriptNonce);
  const common = {
    id,
    nonce,
    ...(runOnce ? { [MarkupAttribute.run]: RUN_ONCE } : {}),
    ...(category ? { type: 'text/plain', 'data-category': category } : {}),
    ...attributes,
  };
  if (src) return <script src={src} {...common} />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own script, written in this repository
  return <script {...common} dangerouslySetInnerHTML={{ __html: code ?? '' }} />;
}
