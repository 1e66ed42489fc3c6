import type { OwnerAccount } from '../auth/owner-account';
import type { PagePasswords } from '../auth/page-passwords';
import type { ClientLogs, FlagNotifications, RetentionLimits } from './client-logs';
import type { FormSubmissions } from './form-submissions';
import { ORPHAN_UPLOAD_GRACE_MS } from './form-submissions';

export interface RetentionOptions {
  /**
   * Client logs and flag notifications, each: kept this many days, at most this many rows and this many bytes
   * (newest kept).
   */
  logs: RetentionLimits;
  /** Uploads no stored message points at (their message was deleted mid-way, or never stored) go after this. */
  orphanUploadGraceMs: number;
  /** How often a pass runs while the server is up (one also runs at start). */
  intervalMs: number;
}

export const DEFAULT_RETENTION: RetentionOptions = {
  logs: { days: 30, rows: 100_000, bytes: 200 * 1024 * 1024 },
  orphanUploadGraceMs: ORPHAN_UPLOAD_GRACE_MS,
  intervalMs: 10 * 60 * 1000,
};

export interface RetentionStores {
  clientLogs: ClientLogs;
  flagNotifications: FlagNotifications;
  formSubmissions: FormSubmissions;
  pagePasswords: PagePasswords;
  ownerAccount: OwnerAccount;
}

/** One pass: trims the logs, removes orphaned uploads, forgets expired sessions and revocations. */
export async function applyRetention(
  stores: RetentionStores,
  options: RetentionOptions,
  now = new Date(),
): Promise<{ logs: number; flags: number; uploads: number }> {
  const logs = await stores.clientLogs.trim(options.logs, now);
  const flags = await stores.flagNotifications.trim(options.logs, now);
  const uploads = await stores.formSubmissions.sweepOrphanUploads(options.orphanUploadGraceMs, now.getTime());
  await stores.ownerAccount.sweep();
  await stores.pagePasswords.sweep();
  return { logs, flags, uploads };
}

/**
 * Runs `applyRetention` now and every `intervalMs` until stopped. The timer does not keep the process alive; a
 * failed pass is reported and the next one tries again.
 */
export function startRetention(
  stores: RetentionStores,
  options: RetentionOptions,
  report: (error: unknown) => void = (error) => console.error('[demo-site] retention pass failed:', error),
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const pass = () => {
    running = applyRetention(stores, options).catch(report);
  };
  pass();
  const timer = setInterval(pass, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
