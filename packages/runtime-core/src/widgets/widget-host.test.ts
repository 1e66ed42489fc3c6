import type { StandardSchemaV1, WidgetContext, WidgetDefinition } from '@vitrine/widget-api';
import { defineWidget, lazySchema, lenient, registerWidget, WIDGET_QUEUE_GLOBAL } from '@vitrine/widget-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { resolveSiteConfig } from '../config/site-config';
import { Emitter } from '../events/emitter';
import type { NavigationEvents } from '../events/navigation-events';
import type { PublicEvents } from '../events/public-events';
import { createRuntime } from '../runtime';
import type { Services } from '../services/index';
import type { WidgetHostOptions } from './widget-host';
import { WidgetHost, WidgetSelectorConflictError } from './widget-host';
import { claimWidgetQueue } from './widget-queue';

/** An IntersectionObserver double: tests say which elements entered the viewport. */
class FakeViewport {
  static current: FakeViewport | undefined;
  readonly observed = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeViewport.current = this;
  }
  observe(element: Element): void {
    this.observed.add(element);
  }
  unobserve(element: Element): void {
    this.observed.delete(element);
  }
  disconnect(): void {
    this.observed.clear();
  }
  enter(element: Element): void {
    this.callback(
      [{ target: element, isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

interface Mounted {
  element: HTMLElement;
  context: WidgetContext<{ label: string }>;
}

function hoursWidget(
  overrides: { name?: string; version?: string; requires?: string; selector?: string } = {},
) {
  const mounted: Mounted[] = [];
  const cleanups: string[] = [];
  const load = vi.fn(async () => ({
    mount: (element: HTMLElement, context: WidgetContext<{ label: string }>) => {
      mounted.push({ element, context });
      element.textContent = context.config.label;
      return () => cleanups.push(context.widgetId);
    },
  }));
  const definition = defineWidget({
    name: 'opening-hours',
    version: '1.0.0',
    requires: '^0.1.0',
    configSchema: z.object({ label: z._default(z.string(), 'Open now') }),
    load,
    ...overrides,
  });
  return { definition: definition as unknown as WidgetDefinition<never>, mounted, cleanups, load };
}

/**
 * A window of its own for each host: the shared viewport observer is one per window, so a fresh window gets a
 * fresh FakeViewport.
 */
const hostWindow = () =>
  ({ IntersectionObserver: FakeViewport, MutationObserver: window.MutationObserver }) as unknown as Window;

function hostOptions(overrides: Partial<WidgetHostOptions> = {}): WidgetHostOptions {
  return {
    win: hostWindow(),
    doc: document,
    mode: 'live',
    config: resolveSiteConfig({ SiteAlias: 'harbor' }, () => {}),
    coreVersion: '0.1.0',
    events: new Emitter<NavigationEvents>(),
    publicEvents: new Emitter<PublicEvents>(),
    page: () => ({
      pageUrl: '/site/harbor/home',
      pageAlias: 'home',
      pageUrlIdentifier: '1',
      linkType: 0,
      pageID: undefined,
      pageScrollTo: undefined,
    }),
    navigate: async () => {},
    ...overrides,
  };
}

let host: WidgetHost | undefined;

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeViewport);
});

afterEach(() => {
  host?.stop();
  host = undefined;
  document.body.innerHTML = '';
  delete (globalThis as Record<string, unknown>)[WIDGET_QUEUE_GLOBAL];
  vi.unstubAllGlobals();
});

describe('WidgetHost', () => {
  it('starts a widget only when its element enters the viewport, loading the code once', async () => {
    document.body.innerHTML = `
      <div id="a" data-vitrine-widget="opening-hours" data-vitrine-widget-config='{"label":"Open till 6"}'></div>
      <div id="b" data-vitrine-widget="opening-hours"></div>`;
    const { definition, mounted, load } = hoursWidget();
    host = new WidgetHost(hostOptions());
    host.register(definition);
    await settle();
    expect(load).not.toHaveBeenCalled();

    FakeViewport.current?.enter(document.getElementById('a')!);
    FakeViewport.current?.enter(document.getElementById('b')!);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(mounted.map(({ element }) => element.textContent)).toEqual(['Open till 6', 'Open now']);
    expect(document.getElementById('a')?.getAttribute('data-vitrine-widget-state')).toBe('mounted');
  });

  it("hands a widget core's popups and collections, and none when core has none", async () => {
    document.body.innerHTML = `
      <div data-vitrine-widget="opening-hours" data-lazy-load="false"></div>`;
    const { definition, mounted } = hoursWidget();
    const openPopup = vi.fn(async () => true);
    const get = vi.fn(async (name: string) => [{ data: { name } }]);
    host = new WidgetHost(
      hostOptions({ openPopup, services: async () => ({ collections: { get } }) as unknown as Services }),
    );
    host.register(definition);
    await settle();
    const { context } = mounted[0]!;
    await expect(context.popups?.openPopup('/site/harbor/menu', { title: 'Menu', width: 600 })).resolves.toBe(
      undefined,
    );
    expect(openPopup).toHaveBeenCalledWith({ url: '/site/harbor/menu', name: 'Menu', width: 600 });
    await expect(context.collections?.get('events')).resolves.toEqual([{ data: { name: 'events' } }]);
    host.stop();

    const bare = hoursWidget();
    host = new WidgetHost(hostOptions());
    host.register(bare.definition);
    await settle();
    expect(bare.mounted[0]?.context.popups).toBeUndefined();
    expect(bare.mounted[0]?.context.collections).toBeUndefined();
  });

  it("gives a widget the site's account and alias, from the site parameters", async () => {
    document.body.innerHTML = `<div data-vitrine-widget="opening-hours" data-lazy-load="false"></div>`;
    const { definition, mounted } = hoursWidget();
    host = new WidgetHost(
      hostOptions({ config: resolveSiteConfig({ SiteAlias: 'harbor', ExternalUid: 'acct-42' }, () => {}) }),
    );
    host.register(definition);
    await settle();
    expect(mounted[0]?.context.accountId).toBe('acct-42');
    expect(mounted[0]?.context.siteId).toBe('harbor');
  });

  it('watches the markup already on the page as soon as it is created', () => {
    document.body.innerHTML = `
      <div id="m" data-vitrine-widget="opening-hours" data-vitrine-widget-module="/cdn/hours.js"></div>`;
    host = new WidgetHost(hostOptions());
    // Nothing registered yet: the element waits for the viewport, which will import its module.
    expect([...(FakeViewport.current?.observed ?? [])]).toEqual([document.getElementById('m')]);
  });

  it('starts an element reached while its module loaded once the module registers, wherever the page is by then', async () => {
    document.body.innerHTML = `
      <div id="m" data-vitrine-widget="opening-hours" data-vitrine-widget-module="data:text/javascript,export {}"></div>`;
    const { definition, mounted } = hoursWidget();
    host = new WidgetHost(hostOptions());
    const element = document.getElementById('m')!;
    FakeViewport.current?.enter(element);
    expect(element.getAttribute('data-vitrine-widget-state')).toBe('loading');
    // The module registers after a fling has taken the element out of view again: no second intersection comes.
    host.register(definition);
    await settle();
    expect(mounted.map((each) => each.element)).toEqual([element]);
    expect(element.getAttribute('data-vitrine-widget-state')).toBe('mounted');
  });

  it('marks every element waiting on a module that fails to load as failed, not only the first', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = "data:text/javascript,throw new Error('broken module')";
    document.body.innerHTML = ['first', 'second', 'third']
      .map(
        (id) =>
          `<div id="${id}" data-vitrine-widget="opening-hours" data-lazy-load="false" data-vitrine-widget-module="${broken}"></div>`,
      )
      .join('');
    host = new WidgetHost(hostOptions());
    await vi.waitFor(() =>
      expect(
        ['first', 'second', 'third'].map((id) =>
          document.getElementById(id)?.getAttribute('data-vitrine-widget-state'),
        ),
      ).toEqual(['failed', 'failed', 'failed']),
    );
    // One module, one import, one report.
    expect(
      error.mock.calls.filter(([message]) => String(message).includes('could not be loaded')),
    ).toHaveLength(1);
  });

  it('starts at once in the editor and with data-lazy-load="false"', async () => {
    document.body.innerHTML = '<div data-vitrine-widget="opening-hours"></div>';
    const editor = hoursWidget();
    host = new WidgetHost(hostOptions({ mode: 'editor' }));
    host.register(editor.definition);
    await settle();
    expect(editor.mounted).toHaveLength(1);
    expect(editor.mounted[0]?.context.inEditor).toBe(true);
    host.stop();

    document.body.innerHTML = '<div data-vitrine-widget="opening-hours" data-lazy-load="false"></div>';
    const eager = hoursWidget();
    host = new WidgetHost(hostOptions());
    host.register(eager.definition);
    await settle();
    expect(eager.mounted).toHaveLength(1);
  });

  it('unmounts a widget whose element leaves the page: cleanup runs and its signal aborts', async () => {
    document.body.innerHTML =
      '<main><div data-vitrine-widget="opening-hours" data-lazy-load="false" data-widget-id="w7"></div></main>';
    const { definition, mounted, cleanups } = hoursWidget();
    host = new WidgetHost(hostOptions());
    host.register(definition);
    await settle();
    const { context } = mounted[0]!;
    const listener = vi.fn();
    context.events.on('event-ClickToCall', listener);

    document.querySelector('main')?.replaceChildren();
    await settle();
    expect(cleanups).toEqual(['w7']);
    expect(context.signal.aborted).toBe(true);
    expect(host.instanceCount).toBe(0);
  });

  it('unmountWithin and scan handle content that a popup opens and closes', async () => {
    const { definition, mounted, cleanups } = hoursWidget();
    host = new WidgetHost(hostOptions());
    host.register(definition);
    const popup = document.createElement('div');
    popup.innerHTML =
      '<div data-vitrine-widget="opening-hours" data-lazy-load="false" data-widget-id="p1"></div>';
    host.scan(popup);
    await settle();
    expect(mounted).toHaveLength(1);
    host.unmountWithin(popup);
    expect(cleanups).toEqual(['p1']);
  });

  it('finds widgets in content added later', async () => {
    const { definition, mounted } = hoursWidget();
    host = new WidgetHost(hostOptions());
    host.register(definition);
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div data-vitrine-widget="opening-hours" data-lazy-load="false"></div>',
    );
    await settle();
    expect(mounted).toHaveLength(1);
  });

  it('downloads the mount code while a schema that loads on first use is still loading', async () => {
    document.body.innerHTML = `<div id="hours" data-vitrine-widget="opening-hours" data-lazy-load="false"></div>`;
    const hoursConfig = z.object({ label: z._default(z.string(), 'Open now') });
    let schemaLoaded: (schema: typeof hoursConfig) => void = () => {};
    const { mounted, load } = hoursWidget();
    const lazy = defineWidget({
      name: 'opening-hours',
      version: '1.0.0',
      requires: '^0.1.0',
      configSchema: lazySchema(() => new Promise<typeof hoursConfig>((resolve) => (schemaLoaded = resolve))),
      load,
    }) as unknown as WidgetDefinition<never>;
    host = new WidgetHost(hostOptions());
    host.register(lazy);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(mounted).toHaveLength(0);

    schemaLoaded(hoursConfig);
    await settle();
    expect(mounted.map(({ element }) => element.textContent)).toEqual(['Open now']);
  });

  it('does not mount a widget whose config is malformed or fails its schema, and logs why', async () => {
    document.body.innerHTML = `
      <div id="bad-json" data-vitrine-widget="opening-hours" data-lazy-load="false" data-vitrine-widget-config="{label:"></div>
      <div id="bad-type" data-vitrine-widget="opening-hours" data-lazy-load="false" data-vitrine-widget-config='{"label":42}'></div>`;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { definition, mounted } = hoursWidget();
    host = new WidgetHost(hostOptions());
    host.register(definition);
    await settle();
    expect(mounted).toHaveLength(0);
    expect(document.getElementById('bad-json')?.getAttribute('data-vitrine-widget-state')).toBe('failed');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('is not valid JSON'));
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/config is invalid \(label: /));
  });

  it('mounts a widget whose lenient schema fell back, logging each warning in the one format', async () => {
    document.body.innerHTML = `<div data-vitrine-widget="opening-hours" data-lazy-load="false" data-vitrine-widget-config='{"label":42}'></div>`;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { mounted, load } = hoursWidget();
    host = new WidgetHost(hostOptions());
    host.register(
      defineWidget({
        name: 'opening-hours',
        version: '1.0.0',
        requires: '^0.1.0',
        configSchema: lenient(z.object({ label: z._default(z.string(), 'Open now') })),
        load,
      }) as unknown as WidgetDefinition<never>,
    );
    await settle();
    expect(mounted.map(({ element }) => element.textContent)).toEqual(['Open now']);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^\[vitrine\] \[opening-hours\] config: label: .*; "Open now" is used$/),
    );
  });

  it('keeps a widget that throws while loading or mounting to itself', async () => {
    document.body.innerHTML = `
      <div id="broken" data-vitrine-widget="broken" data-lazy-load="false"><p>partial</p></div>
      <div id="missing" data-vitrine-widget="missing" data-lazy-load="false"></div>
      <div data-vitrine-widget="opening-hours" data-lazy-load="false"></div>`;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { definition, mounted } = hoursWidget();
    host = new WidgetHost(hostOptions());
    host.register(
      defineWidget({
        name: 'broken',
        version: '1.0.0',
        requires: '*',
        configSchema: z.object({}),
        load: async () => ({
          mount: () => {
            throw new Error('oven is cold');
          },
        }),
      }),
    );
    host.register(
      defineWidget({
        name: 'missing',
        version: '1.0.0',
        requires: '*',
        configSchema: z.object({}),
        load: () => Promise.reject(new Error('offline')),
      }),
    );
    host.register(definition);
    await settle();
    expect(mounted).toHaveLength(1);
    expect(document.getElementById('broken')?.innerHTML).toBe('');
    expect(document.getElementById('broken')?.getAttribute('data-vitrine-widget-state')).toBe('failed');
    expect(document.getElementById('missing')?.getAttribute('data-vitrine-widget-state')).toBe('failed');
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('skips a widget whose required core range does not match, with a warning', async () => {
    document.body.innerHTML = '<div data-vitrine-widget="opening-hours" data-lazy-load="false"></div>';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { definition, load } = hoursWidget({ requires: '^2.0.0' });
    host = new WidgetHost(hostOptions());
    expect(host.register(definition)).toBe(false);
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('requires runtime-core ^2.0.0, but this page runs 0.1.0'),
    );
  });

  it('throws when a selector matches elements already registered under a similar selector', () => {
    document.body.innerHTML = '<div class="hours" data-vitrine-widget="opening-hours"></div>';
    host = new WidgetHost(hostOptions());
    host.register(hoursWidget().definition);
    const rival = hoursWidget({ name: 'hours-badge', selector: 'div.hours' }).definition;
    expect(() => host?.register(rival)).toThrow(WidgetSelectorConflictError);
    expect(() => host?.register(rival)).toThrow(
      'Widget "hours-badge": selector "div.hours" matches elements already registered under the similar selector "[data-vitrine-widget="opening-hours"]" (widget "opening-hours")',
    );
  });

  it('ignores registrations that are not widget definitions, and a second version of a name', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    host = new WidgetHost(hostOptions());
    host.registerAll([{ name: 'junk' }, 42, null]);
    expect(error).toHaveBeenCalledTimes(3);
    expect(host.register(hoursWidget().definition)).toBe(true);
    expect(host.register(hoursWidget({ version: '1.1.0' }).definition)).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('keeping 1.0.0'));
  });

  it('rescans after a navigation and releases the hooks a widget took', async () => {
    const events = new Emitter<NavigationEvents>();
    document.body.innerHTML = '<div data-vitrine-widget="opening-hours" data-lazy-load="false"></div>';
    const { definition, mounted } = hoursWidget();
    host = new WidgetHost(hostOptions({ events }));
    host.register(definition);
    await settle();
    const before = vi.fn();
    mounted[0]?.context.navigation.beforeNavigate(before);
    const listenersWithWidget = events.listenerCount();
    events.emit('before-navigate', {
      url: new URL('https://example.test/next'),
      trigger: 'link',
      preventDefault: () => {},
      defaultPrevented: false,
    });
    expect(before).toHaveBeenCalledTimes(1);

    document.body.innerHTML = '<div data-vitrine-widget="opening-hours" data-lazy-load="false"></div>';
    events.emit('page-load', {} as NavigationEvents['page-load']);
    await settle();
    expect(mounted).toHaveLength(2);
    expect(mounted[0]?.context.signal.aborted).toBe(true);
    expect(events.listenerCount()).toBe(listenersWithWidget - 1);
  });

  it('holds a widget’s history claim while it is mounted, and drops it when it unmounts', async () => {
    const events = new Emitter<NavigationEvents>();
    const historyClaims = new Set<(url: URL) => boolean>();
    document.body.innerHTML = '<div data-vitrine-widget="opening-hours" data-lazy-load="false"></div>';
    const { definition, mounted } = hoursWidget();
    host = new WidgetHost(hostOptions({ events, historyClaims }));
    host.register(definition);
    await settle();
    const owns = (url: URL) => url.pathname.startsWith('/site/harbor/shop');
    mounted[0]?.context.navigation.claimHistory?.(owns);
    expect([...historyClaims]).toEqual([owns]);

    document.body.innerHTML = '';
    events.emit('page-load', {} as NavigationEvents['page-load']);
    await settle();
    expect(historyClaims.size).toBe(0);
  });
});

describe('registration through the global queue', () => {
  it('works whether widgets arrive before or after core', async () => {
    document.body.innerHTML = `
      <div data-vitrine-widget="opening-hours" data-lazy-load="false"></div>
      <div data-vitrine-widget="countdown" data-lazy-load="false"></div>`;
    const early = hoursWidget();
    registerWidget(early.definition);
    const runtime = createRuntime();
    const late = hoursWidget({ name: 'countdown' });
    registerWidget(late.definition);
    // Core's widget host is a chunk of its own, imported here for the first time: on a machine busy with the
    // whole suite that took more than vi.waitFor's 1 s default.
    await vi.waitFor(() => expect(early.mounted.length + late.mounted.length).toBe(2), { timeout: 10_000 });
    runtime.stop();
  });

  it('runtime.widgets.register and registerWidget take definitions of different configs from one array', async () => {
    const runtime = createRuntime();
    const widgetOf = <Schema extends StandardSchemaV1>(name: string, configSchema: Schema) =>
      defineWidget({
        name,
        version: '1.0.0',
        requires: '^0.1.0',
        configSchema,
        load: async () => ({ mount() {} }),
      });
    const hours = widgetOf('opening-hours', z.object({ label: z.string() }));
    const countdown = widgetOf('countdown', z.object({ until: z.number() }));
    // The typecheck is the test here: a union of definitions once failed with TS2345.
    const widgets = [hours, countdown];
    await expect(Promise.all(widgets.map((widget) => runtime.widgets.register(widget)))).resolves.toEqual([
      true,
      true,
    ]);
    const scope = {};
    for (const widget of widgets) registerWidget(widget, scope);
    expect((scope as Record<string, unknown[]>)[WIDGET_QUEUE_GLOBAL]).toEqual(widgets);
    runtime.stop();
  });

  it('runtime.widgets.register takes a typed widget definition, and refuses anything else at run time', async () => {
    document.body.innerHTML = '<div data-vitrine-widget="opening-hours" data-lazy-load="false"></div>';
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const runtime = createRuntime();
    const { definition, mounted } = hoursWidget();
    await expect(runtime.widgets.register(definition)).resolves.toBe(true);
    await vi.waitFor(() => expect(mounted).toHaveLength(1));
    // @ts-expect-error: a plain object is not a widget definition (plain JavaScript can still pass one).
    await expect(runtime.widgets.register({ name: 'opening-hours' })).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith(
      '[vitrine] ignored a widget registration that is not a widget definition',
      { name: 'opening-hours' },
    );
    runtime.stop();
  });

  it('reports a second core on the page and leaves the queue to the first', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const scope = {};
    const first: unknown[] = [];
    claimWidgetQueue(scope, '0.1.0', (definitions) => first.push(...definitions));
    expect(claimWidgetQueue(scope, '0.2.0', () => {})).toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('a second copy of runtime-core (0.2.0)'));
    registerWidget(hoursWidget().definition, scope);
    expect(first).toHaveLength(1);
  });
});
