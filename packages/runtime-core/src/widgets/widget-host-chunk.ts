import type { AnyWidgetDefinition } from '@vitrine/widget-api';
import { WidgetAttribute } from '@vitrine/widget-api/constants';
import { LazyChunk } from '../chunks/lazy-chunk';
import type { LazyFeatures } from '../chunks/lazy-features';
import { noop } from '../util/noop';
import type { WidgetHost, WidgetHostOptions } from './widget-host';
import { claimWidgetQueue } from './widget-queue';

export interface WidgetHostHandle {
  /**
   * Registers a widget definition (`contactFormWidget` from `@vitrine/widget-form`, …) on a page built with a
   * bundler; CDN widgets register through the global queue instead. Resolves false, with the reason on the
   * console, when it is skipped (see `WidgetHost.register`).
   */
  register(definition: AnyWidgetDefinition): Promise<boolean>;
  scan(root: ParentNode): Promise<void>;
  unmountWithin(root: ParentNode): Promise<void>;
}

/**
 * The widget host as a lazy chunk: it loads when the page has widget markup or a widget registers (through
 * the global queue, whatever the load order), never before.
 */
export class WidgetHostChunk extends LazyChunk<WidgetHost> {
  readonly #options: WidgetHostOptions;

  constructor(options: WidgetHostOptions) {
    super('widget-host', () => import('./widget-host').then(({ WidgetHost }) => new WidgetHost(options)));
    this.#options = options;
  }

  /** Takes the widget queue over and watches for widget markup. */
  start(features: LazyFeatures): void {
    const { win, coreVersion } = this.#options;
    const receive = (definitions: unknown[]): void => {
      if (definitions.length > 0) void this.use((host) => host.registerAll(definitions), noop);
    };
    receive(claimWidgetQueue(win, coreVersion, receive) ?? []);
    features.add({
      name: 'widget-host',
      selector: `[${WidgetAttribute.widget}]`,
      // The host follows page changes itself; this only makes sure it is running when markup appears.
      load: () => this.load().then(() => ({ stop: noop })),
    });
  }

  /** `runtime.widgets`. */
  readonly handle: WidgetHostHandle = {
    register: async (definition) => (await this.load()).register(definition),
    scan: async (root) => (await this.load()).scan(root),
    unmountWithin: async (root) => {
      // Nothing can be mounted before the host loaded: no reason to download it just to unmount.
      const host = this.started;
      if (host) (await host).unmountWithin(root);
    },
  };

  stop(): void {
    void this.started?.then((host) => host.stop(), noop);
  }
}
