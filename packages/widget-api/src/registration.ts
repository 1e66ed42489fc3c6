import type { AnyWidgetDefinition, WidgetDefinition } from './define-widget';

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

export const WIDGET_QUEUE_GLOBAL = '__vitrineWidgets';

type QueueHolder = { [WIDGET_QUEUE_GLOBAL]?: WidgetQueue | WidgetDefinition<never>[] };

/** Registers a widget with the core on the page, now or when core boots. */
export function registerWidget(definition: AnyWidgetDefinition, scope: object = globalThis): void {
  const holder = scope as QueueHolder;
  holder[WIDGET_QUEUE_GLOBAL] ??= [];
  holder[WIDGET_QUEUE_GLOBAL].push(definition as unknown as WidgetDefinition<never>);
}
