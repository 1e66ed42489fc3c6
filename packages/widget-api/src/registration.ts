import type { AnyWidgetDefinition, WidgetDefinition } from './define-widget';
import { pushToQueue } from './dom/queue-claim';

/**
 * Where widgets register, whatever the load order. Before core runs it is a plain array of definitions;
 * core drains it and puts in its place a queue whose `push` hands definitions straight to it (the
 * analytics-snippet pattern), so a CDN widget module may run before or after core.
 */
export interface WidgetQueue {
  push(...definitions: WidgetDefinition<never>[]): unknown;
}

/** The global core owns once it runs: its presence on an array-less queue tells a second core it is not alone. */
export interface ClaimedWidgetQueue extends WidgetQueue {
  readonly coreVersion: string;
}

import { WIDGET_QUEUE_GLOBAL } from './queue-names';

export { WIDGET_QUEUE_GLOBAL };

/** Registers a widget with the core on the page, now or when core boots. */
export function registerWidget(definition: AnyWidgetDefinition, scope: object = globalThis): void {
  pushToQueue(scope, WIDGET_QUEUE_GLOBAL, definition as unknown as WidgetDefinition<never>);
}
