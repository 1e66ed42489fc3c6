import { createHash } from 'node:crypto';

/** The CSP source expression that allows exactly one inline script with this text. */
export function scriptHashSource(scriptText: string): string {
  return `'sha256-${createHash('sha256').update(scriptText, 'utf8').digest('base64')}'`;
}

/**
 * The policy of every HTML page. The import map is the only inline script, allowed by its hash; the site
 * parameters are JSON data, which the browser never executes, so they need no exception.
 */
export function contentSecurityPolicy(importMapText: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashSource(importMapText)}`,
    // Core sets inline styles (progress bar, fade-in) and applies each page's css fields as <style>.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}
