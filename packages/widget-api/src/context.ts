import type { Device, Mode } from './environment';
import type { Logger } from './logger';
import type { PageInfo } from './page';
import type { PublicEventName } from './public-events';

/** Options of a popup opened by a widget (core's popups; see docs/runtime-core.md). */
export interface PopupOptions {
  /** Width in pixels, or a fraction of the window below 1 (spec §5). */
  width?: number;
  height?: number;
  title?: string;
}

/** Core's navigation, as a widget may use it. Hooks are released when the widget unmounts. */
export interface NavigationService {
  /** Loads a site page in place, as a click on a link to it would. */
  navigate(url: string | URL): Promise<void>;
  /** Runs before each in-page navigation leaves this page (the builder's `runBeforeAjaxNavigation`). */
  beforeNavigate(callback: (url: URL) => void): () => void;
  /**
   * Claims the history entries that a platform inside the widget adds for its own steps (a store's product and
   * category pages, pushed with `history.pushState`): back and forward to an entry core did not make, whose URL
   * `owns` accepts, are left to that platform, with no page load and no scroll. Released when the widget
   * unmounts, so once its page is left those entries load the page again. Optional: cores before 0.2 lack it.
   */
  claimHistory?(owns: (url: URL) => boolean): () => void;
}

export interface PopupService {
  openPopup(url: string, options?: PopupOptions): Promise<void>;
}

export interface CollectionsService {
  /** The named site collection's rows. */
  get(collectionName: string): Promise<unknown>;
}

/** The public widget events (`form_submission`, `event-ClickToCall`, …), shared by every widget and core. */
export interface WidgetEvents {
  emit(name: PublicEventName, payload?: Record<string, unknown>): void;
  on(name: PublicEventName, handler: (payload: Record<string, unknown>) => void): () => void;
}

/** Everything a widget gets from core when it mounts. */
export interface WidgetContext<Config = unknown> {
  readonly device: Device;
  readonly page: PageInfo;
  readonly mode: Mode;
  /** `mode === 'editor'`: the widget is inside the builder's editor frame. */
  readonly inEditor: boolean;
  readonly accountId: string | undefined;
  readonly siteId: string;
  /** The site's `WebPlatform` site parameter (core-runtime spec §3), e.g. `BLOGGER`; undefined when absent. */
  readonly webPlatform: string | undefined;
  /** This instance's id (`data-widget-id`), or one core made up when the markup has none. */
  readonly widgetId: string;
  /** The version the page was published with (`data-widget-version`), else the definition's. */
  readonly widgetVersion: string;
  /** The element's config, already checked with the widget's schema. */
  readonly config: Config;
  /** BCP 47 language of the page (`<html lang>`). */
  readonly locale: string;
  /** Aborted when the widget unmounts: pass it to every listener, fetch and observer the widget takes. */
  readonly signal: AbortSignal;
  readonly events: WidgetEvents;
  readonly logger: Logger;
  readonly navigation: NavigationService;
  /** Present once core's popups are on the page. */
  readonly popups: PopupService | undefined;
  /** Present once core's collections service is on the page. */
  readonly collections: CollectionsService | undefined;
}
