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
  siteName: string;
}

export function createServices({
  win,
  siteName,
  logger: loggerOptions,
  api,
  apps,
}: CreateServicesOptions): Services {
  const fetchImpl = win.fetch.bind(win);
  const logger = createLogger({
    ...loggerOptions,
    fetch: fetchImpl,
    sendBeacon: win.navigator.sendBeacon ? (url, data) => win.navigator.sendBeacon(url, data) : undefined,
    win,
  });
  return {
    collections: createCollectionsService({ siteName, fetch: fetchImpl }),
    logger,
    api: createApiClient({ ...api, fetch: fetchImpl, location: () => win.location.href }),
    chunks: createChunkLoader({ apps }),
    waitUntil,
    onIdle: (callback) => onIdle(callback, { win }),
    styleElement: (target, styles) => styleElement(target, styles, { logger, root: win.document }),
    stop: () => logger.stop(),
  };
}
