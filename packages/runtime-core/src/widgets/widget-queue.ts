import type { ClaimedWidgetQueue, WidgetDefinition, WidgetQueue } from '@vitrine/widget-api';
import { WIDGET_QUEUE_GLOBAL } from '@vitrine/widget-api/constants';

type QueueHolder = { [WIDGET_QUEUE_GLOBAL]?: unknown };

/**
 * Takes over the global widget queue (widget-api's `claimQueue`, spelled out here: this runs at boot, where the
 * shared helper would cost bytes every page downloads): definitions pushed before core ran are returned, later pushes go
 * straight to `receive`. When another core already owns the queue, that is reported and nothing is taken,
 * so widgets keep running under the first core rather than twice.
 */
export function claimWidgetQueue(
  scope: object,
  coreVersion: string,
  receive: (definitions: WidgetDefinition<never>[]) => void,
): WidgetDefinition<never>[] | undefined {
  const holder = scope as QueueHolder;
  const existing = holder[WIDGET_QUEUE_GLOBAL];
  if (isClaimed(existing)) {
    console.error(
      `[vitrine] a second copy of runtime-core (${coreVersion}) is on this page; widgets stay with the first (${existing.coreVersion}). Load core once.`,
    );
    return undefined;
  }
  const queued = Array.isArray(existing) ? (existing as WidgetDefinition<never>[]) : [];
  const claimed: ClaimedWidgetQueue = {
    coreVersion,
    push(...definitions) {
      receive(definitions);
      return definitions.length;
    },
  };
  holder[WIDGET_QUEUE_GLOBAL] = claimed;
  return queued;
}

function isClaimed(queue: unknown): queue is ClaimedWidgetQueue {
  return (
    typeof queue === 'object' &&
    queue !== null &&
    !Array.isArray(queue) &&
    typeof (queue as Partial<ClaimedWidgetQueue>).coreVersion === 'string' &&
    typeof (queue as WidgetQueue).push === 'function'
  );
}
