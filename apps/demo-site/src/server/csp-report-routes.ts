import type { LogEntry } from '@vitrine/runtime-core/protocol';
import type { Hono } from 'hono';
import type { ClientLogs } from '../db/client-logs';
import { clientKeyOf } from './client-address';
import { CSP_REPORTS_PATH } from './content-security-policy';
import type { RateLimiter } from './rate-limits';
import { tooManyRequests } from './rate-limits';
import { jsonBody } from './service-routes';

/** A browser's batch of reports is a few KB; a page blocked on many things sends several batches, not one big one. */
export const CSP_REPORTS_BODY_LIMIT_BYTES = 64 * 1024;
/** The violations one request may store: more is a client flooding the log, not a page being blocked. */
export const MAX_VIOLATIONS_PER_REQUEST = 20;
/** Each reported URL is cut to this many characters: enough to see the host and path that was refused. */
const MAX_URL_CHARS = 300;

/** What the log keeps of one violation, whichever format the browser sent it in. */
export interface CspViolation {
  blocked: string;
  directive: string;
  document: string;
  disposition: string;
}

const text = (value: unknown): string =>
  typeof value === 'string' && value !== '' ? value.slice(0, MAX_URL_CHARS) : 'unknown';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The violations in a report body, or undefined when it is neither format a browser sends:
 * - the Reporting API (`report-to`, `application/reports+json`): an array of `{type: 'csp-violation', body}`,
 *   whose body names `blockedURL`, `effectiveDirective`, `documentURL`; reports of other types are skipped;
 * - the older `report-uri` (`application/csp-report`): `{"csp-report": {...}}` with kebab-case names.
 */
export function cspViolationsOf(body: unknown): CspViolation[] | undefined {
  if (Array.isArray(body)) {
    if (!body.every(isRecord)) return undefined;
    return body
      .filter((report) => report.type === 'csp-violation' && isRecord(report.body))
      .map(({ body: report }) => {
        const fields = report as Record<string, unknown>;
        return {
          blocked: text(fields.blockedURL),
          directive: text(fields.effectiveDirective),
          document: text(fields.documentURL),
          disposition: text(fields.disposition),
        };
      });
  }
  if (isRecord(body) && isRecord(body['csp-report'])) {
    const fields = body['csp-report'];
    return [
      {
        blocked: text(fields['blocked-uri']),
        directive: text(fields['effective-directive'] ?? fields['violated-directive']),
        document: text(fields['document-uri']),
        disposition: text(fields.disposition),
      },
    ];
  }
  return undefined;
}

/** One violation as a line of the client log, where the site's owner reads what visitors' browsers reported. */
export function violationLogEntry({ blocked, directive, document, disposition }: CspViolation): LogEntry {
  const verb = disposition === 'report' ? 'would block' : 'blocked';
  return {
    priority: 'WARN',
    log: `Content-Security-Policy ${verb} ${blocked} (${directive}) on ${document}`,
  };
}

/**
 * Where the pages' policy sends its violation reports (`report-to` and `report-uri`, see
 * `content-security-policy.ts`). A third party that starts loading from a host the policy does not name shows
 * up in the owner's log (`/_demo/logs`) instead of failing silently in visitors' browsers: the policy's hosts
 * are the ones each provider documents or the tests saw, and nothing here can watch the live services change.
 */
export function registerCspReportRoutes(
  app: Hono,
  clientLogs: ClientLogs,
  { rateLimiter }: { rateLimiter: RateLimiter },
): void {
  app.post(CSP_REPORTS_PATH, async (c) => {
    const wait = rateLimiter.take('reports', clientKeyOf(c));
    if (wait > 0) return tooManyRequests(c, wait);
    const violations = cspViolationsOf(await jsonBody(c));
    if (!violations)
      return c.json({ error: 'Expected a Reporting API array or a {"csp-report": {...}} object' }, 400);
    const entries = violations.slice(0, MAX_VIOLATIONS_PER_REQUEST).map(violationLogEntry);
    if (entries.length > 0) await clientLogs.add(entries, c.req.header('user-agent'));
    return c.body(null, 204);
  });
  app.on(['GET', 'PUT', 'DELETE', 'PATCH'], CSP_REPORTS_PATH, (c) =>
    c.body('Method not allowed\n', 405, { allow: 'POST', 'content-type': 'text/plain; charset=utf-8' }),
  );
}
