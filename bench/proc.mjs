// What the benchmarks read of a server process from /proc (Linux).
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** The process's resident memory, in bytes. */
export function rssOf(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) * 1024;
}

/** Sockets the process has open (its connections and its listening socket). */
export function socketsOf(pid) {
  let count = 0;
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      if (readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith('socket:')) count += 1;
    } catch {
      // Closed while we looked.
    }
  }
  return count;
}
