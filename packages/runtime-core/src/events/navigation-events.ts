import type { PageInfo } from '@vitrine/widget-api';
import type { PageContent } from '../protocol/page-response';

/** What started a navigation. */
export type NavigationTrigger = 'link' | 'popstate' | 'retry' | 'api';

/** Why a page could not be shown. */
export type LoadErrorReason =
  | 'network'
  | 'timeout'
  | 'http'
  | 'invalid-response'
  | 'unauthorized'
  | 'error-message'
  | 'engine-unavailable';

/** The client page object (core-runtime spec §3 "Page (client object)"). */
export interface Page extends PageInfo {
  readonly pageContent: PageContent | undefined;
  readonly ajaxCallComplete: boolean;
  readonly pageReady: boolean;
}

export interface BeforeNavigateEvent {
  readonly url: URL;
  readonly trigger: NavigationTrigger;
  /** Cancels the navigation: the page on screen stays and nothing is requested. */
  preventDefault(): void;
  readonly defaultPrevented: boolean;
}

export interface PageLoadEvent {
  readonly url: URL;
  readonly page: Page;
  readonly trigger: NavigationTrigger;
  readonly fromCache: boolean;
}

export interface PageRefreshEvent {
  readonly url: URL;
  readonly page: Page;
}

export interface LoadErrorEvent {
  readonly url: URL;
  readonly reason: LoadErrorReason;
  /** The HTTP status, when the server answered. */
  readonly status: number | undefined;
  /** The message shown to the visitor. */
  readonly message: string;
}

export interface PopupContentEvent {
  /** The element holding the popup's content. */
  readonly root: HTMLElement;
  /** The page the popup shows; undefined for popups core builds itself (password, messages). */
  readonly url: URL | undefined;
}

/**
 * The lifecycle events of in-page navigation. Each fires at most once per navigation, in this order:
 * `before-navigate`, then either `page-load` or `load-error`. `page-refresh` fires when a page shown from the
 * cache was re-rendered in place because the server had a newer version.
 */
export interface NavigationEvents {
  'before-navigate': BeforeNavigateEvent;
  'page-load': PageLoadEvent;
  'load-error': LoadErrorEvent;
  'page-refresh': PageRefreshEvent;
  /** A popup's content is in the document: start what it needs (widgets, effects). */
  'popup-open': PopupContentEvent;
  /** A popup's content is about to be removed: stop what was started for it. */
  'popup-close': PopupContentEvent;
}
