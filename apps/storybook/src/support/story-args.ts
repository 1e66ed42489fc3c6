import type { ArgTypes } from '@storybook/react-vite';

/** Every widget story's args: what the host would read from the page, and the moment the clock starts at. */
export interface WidgetStoryArgs {
  /** The raw config, as a page's `data-vitrine-widget-config` attribute carries it (JSON). */
  config: unknown;
  /** ISO 8601 moment the preview's clock starts at; empty for the real time. */
  now: string;
}

export const widgetArgTypes: Partial<ArgTypes<WidgetStoryArgs>> = {
  config: {
    control: 'object',
    description:
      'The raw config, as the page carries it in `data-vitrine-widget-config`. It is checked with the widget’s schema first, exactly as the host does; edit it to see defaults filled in or the problems the host would refuse it for.',
  },
  now: {
    control: 'text',
    description:
      'The moment the preview’s clock starts at (ISO 8601 with an offset, e.g. `2026-11-26T10:00:00+00:00`), so the story shows the same state on any day. Empty: the real time.',
  },
};
