import type { SiteConfig } from '../config/site-config';
import type { SiteParams } from '../markup/site-params';
import type { ApiClient, ApiClientOptions } from './api-client';
import { createApiClient } from './api-client';
import type { ChunkLoader } from './chunk-loader';
import { createChunkLoader } from './chunk-loader';
import type { CollectionsService } from './collections';
import { createCollectionsService } from './collections';
import type { Logger, LoggerOptions } from './logger';
import { createLogger } from './logger';
import type { StyleProperties } from './style-element';
import { styleElement } from './style-element';
import type { IdleDeadlineLike, WaitUntilOptions } from './wait-until';
import { onIdle, waitUntil } from './wait-until';

export type { ApiClient, ApiClientOptions, ApiData, ApiResult } from './api-client';
export {
  API_PREFIX,
  ApiError,
  apiPath,
  createApiClient,
  DUPLICATE_POST_WINDOW_MS,
  FLAG_NOTIFY_THROTTLE_MS,
  FLAGS_NOTIFY_PATH,
} from './api-client';
export type { ChunkLoader, ChunkLoaderOptions, RuntimeAppModule } from './chunk-loader';
export {
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadError,
  createChunkLoader,
  noHandlerMessage,
  RUNTIME_CHUNK_BASE,
} from './chunk-loader';
export type {
  CollectionOperator,
  CollectionQuery,
  CollectionQueryResult,
  CollectionsOptions,
  CollectionsService,
  SortDirection,
} from './collections';
export {
  COLLECTION_NOT_FOUND_MESSAGE,
  COLLECTION_OPERATORS,
  collectionUrl,
  createCollectionsService,
  DEFAULT_COLLECTION_PAGE_SIZE,
} from './collections';
export type { Logger, LoggerOptions } from './logger';
export {
  createLogger,
  DEFAULT_LOG_BATCH_LIMIT,
  DEFAULT_LOG_DEBOUNCE_MS,
  formatLog,
  LOGS_ENDPOINT,
  overLimitWarning,
} from './logger';
export type { StyleProperties } from './style-element';
export { styleElement } from './style-element';
export type { IdleDeadlineLike, Timers, WaitUntilOptions } from './wait-until';
export {
  IDLE_FALLBACK_BUDGET_MS,
  onIdle,
  WAIT_UNTIL_INTERVAL_MS,
  WAIT_UNTIL_TIMEOUT_MS,
  waitUntil,
} from './wait-until';

/** Core's services, as `runtime.services()` hands them to widgets and page code. */
export interface Services {
  collections: CollectionsService;
  logger: Logger;
  api: ApiClient;
  /** Runtime apps and their script chunks under `/editor/apps/modules/runtime/`. */
  chunks: ChunkLoader;
  waitUntil(predicate: () => unknown, options?: WaitUntilOptions): Promise<void>;
  onIdle(callback: (deadline: IdleDeadlineLike) => void): () => void;
  /** Sets inline styles on an element; a missing element is logged at ERROR and gives `false`. */
  styleElement(target: Element | string | null | undefined, styles: StyleProperties): boolean;
  /** Sends pending logs and stops listening to the page. */
  stop(): void;
}

/** What a site configures about the services (spec §9: the log batch limit and debounce come from it). */
export interface ServicesOptions {
  logger?: Pick<LoggerOptions, 'batchLimit' | 'debounceMs' | 'minLevel'>;
  api?: Pick<ApiClientOptions, 'authorization' | 'throttle'>;
  /** Runtime app name → chunk name. */
  apps?: Record<string, string>;
}

export interface CreateServicesOptions extends ServicesOptions {
  win: Window;
  /** The site's alias (`SiteAlias`); `config.siteAlias` when not given. */
  siteName?: string;
  /**
   * The site parameters as core read them: `LogBatchLimit`, `LogDebounceMs` and `ApiThrottle` configure the
   * client log and the API helper on a page that has no code of its own (core-runtime spec §9: "come from
   * configuration"). The options above, given in code, win over them.
   */
  config?: Pick<SiteConfig, 'siteAlias' | 'raw'>;
}

export function createServices({
  win,
  config,
  siteName = config?.siteAlias ?? '',
  logger: loggerOptions,
  api,
  apps,
}: CreateServicesOptions): Services {
  const fetchImpl = win.fetch.bind(win);
  const configured = servicesFromSiteParams(config?.raw ?? {});
  const logger = createLogger({
    ...configured.logger,
    ...loggerOptions,
    fetch: fetchImpl,
    sendBeacon: win.navigator.sendBeacon ? (url, data) => win.navigator.sendBeacon(url, data) : undefined,
    win,
  });
  return {
    collections: createCollectionsService({ siteName, fetch: fetchImpl }),
    logger,
    api: createApiClient({ ...configured.api, ...api, fetch: fetchImpl, location: () => win.location.href }),
    chunks: createChunkLoader({ apps }),
    waitUntil,
    onIdle: (callback) => onIdle(callback, { win }),
    styleElement: (target, styles) => styleElement(target, styles, { logger, root: win.document }),
    stop: () => logger.stop(),
  };
}

/**
 * The services' settings a site gives in its parameters: `LogBatchLimit` (a whole number of entries, at least
 * 1), `LogDebounceMs` (milliseconds, 0 or more) and `ApiThrottle` (a boolean). A value of another kind is
 * reported and left out, so the default applies.
 */
export function servicesFromSiteParams(
  params: Partial<SiteParams>,
  report: (message: string) => void = console.warn,
): Pick<ServicesOptions, 'logger' | 'api'> {
  const logger: NonNullable<ServicesOptions['logger']> = {};
  const api: NonNullable<ServicesOptions['api']> = {};
  const { LogBatchLimit, LogDebounceMs, ApiThrottle } = params;
  const wrong = (name: string, value: unknown) =>
    report(`[vitrine] site parameter ${name} ${JSON.stringify(value)} is not usable; its default applies`);
  if (LogBatchLimit !== undefined)
    if (Number.isInteger(LogBatchLimit) && LogBatchLimit >= 1) logger.batchLimit = LogBatchLimit;
    else wrong('LogBatchLimit', LogBatchLimit);
  if (LogDebounceMs !== undefined)
    if (typeof LogDebounceMs === 'number' && Number.isFinite(LogDebounceMs) && LogDebounceMs >= 0)
      logger.debounceMs = LogDebounceMs;
    else wrong('LogDebounceMs', LogDebounceMs);
  if (ApiThrottle !== undefined)
    if (typeof ApiThrottle === 'boolean') api.throttle = ApiThrottle;
    else wrong('ApiThrottle', ApiThrottle);
  return { logger, api };
}
