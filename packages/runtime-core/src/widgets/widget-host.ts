import type {
  Logger,
  Mode,
  PageInfo,
  WidgetContext,
  WidgetDefinition,
  WidgetModule,
} from '@vitrine/widget-api';
import { logConfigWarnings, parseConfig, satisfies, WidgetAttribute } from '@vitrine/widget-api';
import { loadOnce, loadOncePerKey } from '@vitrine/widget-api/dom/load-once';
import type { SiteConfig } from '../config/site-config';
import type { Emitter } from '../events/emitter';
import type { NavigationEvents } from '../events/navigation-events';
import type { PublicEvents } from '../events/public-events';
import { MarkupAttribute } from '../markup/attributes';
import type { PopupRequest } from '../overlays/popup';
import type { Services } from '../services/index';
import { noop } from '../util/noop';
import { startWhenReached } from './start-when-reached';
import { widgetLogger } from './widget-logger';

export interface WidgetHostOptions {
  win: Window;
  doc: Document;
  mode: Mode;
  config: SiteConfig;
  coreVersion: string;
  events: Emitter<NavigationEvents>;
  publicEvents: Emitter<PublicEvents>;
  page(): PageInfo;
  navigate(url: string | URL): Promise<void>;
  /** The history claims widgets hold (`claimHistory`), which the navigator reads on back and forward. */
  historyClaims?: Set<(url: URL) => boolean>;
  /** Core's popups (loaded on first use); resolves true once the popup shows. */
  openPopup?: (request: PopupRequest) => Promise<boolean>;
  /** Core's services, loaded on first use: widgets' collections and the client log their lines go to. */
  services?: () => Promise<Services>;
}

type AnyDefinition = WidgetDefinition<never>;

interface Registered {
  readonly definition: AnyDefinition;
  /** The widget's code, imported on its first start and shared by all its elements; a failure is tried again. */
  readonly load: () => Promise<WidgetModule<never>>;
}

interface Instance {
  readonly element: HTMLElement;
  readonly registered: Registered;
  readonly controller: AbortController;
  started: boolean;
  cleanup: (() => void) | undefined;
}

/** Thrown by `register` when a selector would claim elements another widget already claims (spec §5). */
export class WidgetSelectorConflictError extends Error {
  override readonly name = 'WidgetSelectorConflictError';
}

export type WidgetState = 'loading' | 'mounted' | 'failed';

let generatedIds = 0;

/** An id for an element the server gave none, unique on the page. */
function generatedWidgetId(name: string): string {
  generatedIds += 1;
  return `${name}-${generatedIds}`;
}

/**
 * Starts widgets on first need and stops them when their content goes. Elements are found on each page
 * (after navigations, in popups through `scan`, and when added later), started when they scroll into view
 * (at once in the editor or with `data-lazy-load="false"`), and unmounted, their signal aborted, when their
 * element leaves the document or `unmountWithin` is called on an ancestor.
 */
export class WidgetHost {
  readonly #options: WidgetHostOptions;
  readonly #registered = new Map<string, Registered>();
  readonly #instances = new Map<Element, Instance>();
  /** Unregistered widget elements waiting for their module: element → module URL. */
  readonly #awaitingModule = new Map<Element, string>();
  // Once per module however many elements name it; a failure is forgotten, so the next page that needs the
  // widget tries again (the visitor may be back online).
  readonly #importOnce = loadOncePerKey((url: string) => {
    const imported: Promise<unknown> = import(/* @vite-ignore */ url);
    imported.catch((error: unknown) =>
      console.error(`[vitrine] widget module ${url} could not be loaded`, error),
    );
    return imported;
  });
  /** Elements waiting for the visitor to reach them: element → stops waiting. */
  readonly #awaitingReach = new Map<Element, () => void>();
  /**
   * Elements the visitor has reached. One reached while its module was still loading starts as soon as the module
   * registers, wherever the page has scrolled since: it does not wait to be reached a second time.
   */
  readonly #reached = new WeakSet<Element>();
  readonly #mutations: MutationObserver;
  readonly #stopListening: Array<() => void>;

  constructor(options: WidgetHostOptions) {
    this.#options = options;
    const { doc, events } = options;
    const win = options.win as Window & typeof globalThis;
    this.#mutations = new win.MutationObserver((records) => this.#onMutations(records));
    this.#mutations.observe(doc.documentElement, { childList: true, subtree: true });
    const refresh = (): void => {
      this.#releaseDetached();
      this.scan(doc);
    };
    this.#stopListening = [events.on('page-load', refresh), events.on('page-refresh', refresh)];
    // The host loads because the page already has widget markup: find it now, not on the next change.
    this.scan(doc);
  }

  /**
   * Adds a widget. Returns false, with a logged reason, when it is skipped: not a widget definition, a
   * `requires` range this core does not satisfy, or a name already taken. Throws
   * `WidgetSelectorConflictError` when its selector matches elements already claimed by another widget.
   */
  register(candidate: unknown): boolean {
    if (!isDefinition(candidate)) {
      console.error('[vitrine] ignored a widget registration that is not a widget definition', candidate);
      return false;
    }
    const { name, version, requires, selector } = candidate;
    const existing = this.#registered.get(name);
    if (existing) {
      if (existing.definition.version !== version)
        console.warn(
          `[vitrine] widget "${name}" ${version} was registered after ${existing.definition.version}; keeping ${existing.definition.version}`,
        );
      return false;
    }
    if (!satisfies(this.#options.coreVersion, requires)) {
      console.warn(
        `[vitrine] widget "${name}" ${version} requires runtime-core ${requires}, but this page runs ${this.#options.coreVersion}: it is skipped`,
      );
      return false;
    }
    let matches: Element[];
    try {
      matches = [...this.#options.doc.querySelectorAll(selector)];
    } catch {
      console.error(`[vitrine] widget "${name}" has an invalid selector "${selector}": it is skipped`);
      return false;
    }
    for (const element of matches) {
      const owner = this.#ownerOf(element);
      if (owner)
        throw new WidgetSelectorConflictError(
          `Widget "${name}": selector "${selector}" matches elements already registered under the similar selector "${owner.definition.selector}" (widget "${owner.definition.name}")`,
        );
    }
    this.#registered.set(name, { definition: candidate, load: loadOnce(() => candidate.load()) });
    this.scan(this.#options.doc);
    return true;
  }

  /** Registers what a widget module pushed; a registration that throws is logged so the others still run. */
  registerAll(definitions: readonly unknown[]): void {
    for (const definition of definitions) {
      try {
        this.register(definition);
      } catch (error) {
        console.error('[vitrine] a widget could not be registered', error);
      }
    }
  }

  /** Finds widget elements in `root` (a page, a popup's content) and starts or schedules each one. */
  scan(root: ParentNode): void {
    for (const registered of this.#registered.values()) {
      for (const element of elementsIn(root, registered.definition.selector)) {
        if (this.#instances.has(element) || !isHtmlElement(element)) continue;
        this.#awaitingModule.delete(element);
        const instance: Instance = {
          element,
          registered,
          controller: new AbortController(),
          started: false,
          cleanup: undefined,
        };
        this.#instances.set(element, instance);
        this.#schedule(element);
      }
    }
    for (const element of elementsIn(root, `[${WidgetAttribute.widget}][${WidgetAttribute.module}]`)) {
      if (this.#instances.has(element) || this.#awaitingModule.has(element)) continue;
      const moduleUrl = element.getAttribute(WidgetAttribute.module) ?? '';
      this.#awaitingModule.set(element, moduleUrl);
      this.#schedule(element);
    }
  }

  /** Unmounts every widget inside `root` (or `root` itself): a page or popup that is going away. */
  unmountWithin(root: ParentNode): void {
    this.#release((element) => root === element || root.contains(element));
  }

  /** The widgets mounted or starting right now, by element (for the public API and tests). */
  get instanceCount(): number {
    return this.#instances.size;
  }

  stop(): void {
    for (const stop of this.#stopListening) stop();
    this.#mutations.disconnect();
    for (const stopWaiting of this.#awaitingReach.values()) stopWaiting();
    this.#awaitingReach.clear();
    for (const instance of [...this.#instances.values()]) this.#unmount(instance);
    this.#awaitingModule.clear();
  }

  #ownerOf(element: Element): Registered | undefined {
    const instance = this.#instances.get(element);
    if (instance) return instance.registered;
    for (const registered of this.#registered.values())
      if (element.matches(registered.definition.selector)) return registered;
    return undefined;
  }

  #schedule(element: Element): void {
    if (this.#reached.has(element)) {
      this.#activate(element);
      return;
    }
    if (this.#awaitingReach.has(element)) return;
    const stopWaiting = startWhenReached(
      element,
      { win: this.#options.win, inEditor: this.#options.mode === 'editor' },
      () => {
        this.#awaitingReach.delete(element);
        this.#activate(element);
      },
    );
    // Started already (at once, or reached as soon as it was watched): nothing left to wait for.
    if (!this.#reached.has(element)) this.#awaitingReach.set(element, stopWaiting);
  }

  #stopAwaitingReach(element: Element): void {
    this.#awaitingReach.get(element)?.();
    this.#awaitingReach.delete(element);
  }

  #activate(element: Element): void {
    this.#reached.add(element);
    const instance = this.#instances.get(element);
    if (instance) {
      void this.#start(instance);
      return;
    }
    const moduleUrl = this.#awaitingModule.get(element);
    if (moduleUrl === undefined) return;
    this.#awaitingModule.delete(element);
    this.#importModule(element, moduleUrl);
  }

  /**
   * Imports a widget's registering module, once per URL; its registration then starts the element. Every
   * element waiting on a module that fails to load is marked failed, not only the one that asked first.
   */
  #importModule(element: Element, moduleUrl: string): void {
    const name = element.getAttribute(WidgetAttribute.widget);
    let url: string;
    try {
      url = new URL(moduleUrl, this.#options.doc.baseURI).href;
    } catch {
      console.error(`[vitrine] widget "${name}" has an invalid module URL "${moduleUrl}"`);
      setState(element, 'failed');
      return;
    }
    const imported = this.#importOnce(url);
    setState(element, 'loading');
    const stillWaiting = () => element.isConnected && !this.#instances.has(element);
    void imported.then(
      () => {
        if (stillWaiting() && name && !this.#registered.has(name)) {
          console.error(
            `[vitrine] widget "${name}": its module ${moduleUrl} registered no widget of that name`,
          );
          setState(element, 'failed');
        }
      },
      () => {
        if (stillWaiting()) setState(element, 'failed');
      },
    );
  }

  async #start(instance: Instance): Promise<void> {
    if (instance.started) return;
    instance.started = true;
    const { element, registered, controller } = instance;
    const { definition } = registered;
    const logger = widgetLogger(definition.name, this.#options.services);
    setState(element, 'loading');
    try {
      const raw = readRawConfig(element);
      if (!raw.ok) {
        logger.error(`not mounted: ${raw.problem}`);
        setState(element, 'failed');
        return;
      }
      // The mount code downloads while the config is checked: a schema that loads on first use (`lazySchema`)
      // would otherwise put its own round trip before the mount chunk's.
      const loading = registered.load();
      const parsed = await parseConfig(definition.configSchema, raw.value);
      if (!parsed.ok) {
        logger.error(`not mounted: its config is invalid (${parsed.problems.join('; ')})`);
        setState(element, 'failed');
        return;
      }
      // What a lenient schema fell back on: the widget mounts with its defaults, and the owner can see why.
      logConfigWarnings(logger, parsed.warnings);
      const module = await loading;
      if (controller.signal.aborted) return;
      if (typeof module?.mount !== 'function') throw new TypeError('its module has no mount function');
      const context = this.#contextFor(instance, parsed.config, logger);
      let cleanup: unknown;
      try {
        cleanup = module.mount(element, context as WidgetContext<never>);
      } catch (error) {
        // Whatever a half-done mount drew is worth less than nothing: the island is emptied.
        element.replaceChildren();
        throw error;
      }
      instance.cleanup = typeof cleanup === 'function' ? (cleanup as () => void) : undefined;
      setState(element, 'mounted');
    } catch (error) {
      logger.error('failed to load or mount; the rest of the page carries on', error);
      controller.abort();
      setState(element, 'failed');
    }
  }

  #contextFor(instance: Instance, config: unknown, logger: Logger): WidgetContext<unknown> {
    const { element, registered, controller } = instance;
    const { signal } = controller;
    const { mode, config: site, events, publicEvents, doc, openPopup, services } = this.#options;
    const releasedWith = (release: () => void): (() => void) => {
      signal.addEventListener('abort', release, { once: true });
      return release;
    };
    return {
      device: site.device,
      page: this.#options.page(),
      mode,
      inEditor: mode === 'editor',
      // The site's account, as custom widgets get it: the spec's site parameters name it ExternalUid.
      accountId: site.externalUid,
      siteId: site.siteAlias,
      webPlatform: site.webPlatform,
      widgetId: element.getAttribute(WidgetAttribute.id) || generatedWidgetId(registered.definition.name),
      widgetVersion: element.getAttribute(WidgetAttribute.version) || registered.definition.version,
      config,
      locale: doc.documentElement.lang || 'en',
      signal,
      events: {
        emit: (name, payload = {}) => publicEvents.emit(name, payload),
        on: (name, handler) => releasedWith(publicEvents.on(name, handler)),
      },
      logger,
      navigation: {
        navigate: (url) => this.#options.navigate(url),
        beforeNavigate: (callback) =>
          releasedWith(events.on('before-navigate', (event) => callback(event.url))),
        claimHistory: (owns) => {
          const claims = this.#options.historyClaims;
          claims?.add(owns);
          return releasedWith(() => void claims?.delete(owns));
        },
      },
      popups: openPopup && {
        openPopup: (url, { title, ...size } = {}) => openPopup({ url, name: title, ...size }).then(noop),
      },
      collections: services && {
        get: (name) => services().then(({ collections }) => collections.get(name)),
      },
    };
  }

  #unmount(instance: Instance): void {
    const { element, controller, cleanup, registered } = instance;
    this.#instances.delete(element);
    this.#stopAwaitingReach(element);
    controller.abort();
    try {
      cleanup?.();
    } catch (error) {
      console.error(`[vitrine] widget "${registered.definition.name}" failed to unmount cleanly`, error);
    }
    element.removeAttribute(MarkupAttribute.widgetState);
  }

  /** Unmounts the widgets `gone` picks, and forgets the elements it picks that await their module. */
  #release(gone: (element: Element) => boolean): void {
    for (const instance of [...this.#instances.values()]) if (gone(instance.element)) this.#unmount(instance);
    for (const element of [...this.#awaitingModule.keys()])
      if (gone(element)) {
        this.#awaitingModule.delete(element);
        this.#stopAwaitingReach(element);
      }
  }

  #releaseDetached(): void {
    this.#release((element) => !element.isConnected);
  }

  #onMutations(records: MutationRecord[]): void {
    let removed = false;
    for (const record of records) {
      if (record.removedNodes.length > 0) removed = true;
      for (const node of record.addedNodes)
        if (node.nodeType === 1 && (node as Element).isConnected) this.scan(node as Element);
    }
    if (removed) this.#releaseDetached();
  }
}

/** Checked by shape, not `instanceof`, so elements from another realm (a test's window) count too. */
function isHtmlElement(element: Element): element is HTMLElement {
  return 'dataset' in element && 'hidden' in element;
}

function setState(element: Element, state: WidgetState): void {
  element.setAttribute(MarkupAttribute.widgetState, state);
}

function elementsIn(root: ParentNode, selector: string): Element[] {
  const found: Element[] = [];
  try {
    if ((root as Element).nodeType === 1 && (root as Element).matches(selector)) found.push(root as Element);
    found.push(...root.querySelectorAll(selector));
  } catch {
    // An invalid selector was refused at registration; nothing to find.
  }
  return found;
}

type RawConfig = { ok: true; value: unknown } | { ok: false; problem: string };

/** The element's config attribute as JSON; absent means `{}` so a schema with defaults needs no markup. */
function readRawConfig(element: Element): RawConfig {
  const text = element.getAttribute(WidgetAttribute.config);
  if (text === null || text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, problem: `its ${WidgetAttribute.config} attribute is not valid JSON` };
  }
}

function isDefinition(candidate: unknown): candidate is AnyDefinition {
  if (typeof candidate !== 'object' || candidate === null) return false;
  const definition = candidate as Partial<AnyDefinition>;
  return (
    typeof definition.name === 'string' &&
    typeof definition.version === 'string' &&
    typeof definition.requires === 'string' &&
    typeof definition.selector === 'string' &&
    typeof definition.load === 'function' &&
    typeof definition.configSchema === 'object' &&
    definition.configSchema !== null &&
    typeof definition.configSchema['~standard']?.validate === 'function'
  );
}
