import type { ModuleGraph, ModuleGraphFile } from '@vitrine/module-graph';
import { MODULE_GRAPH_FILE } from '@vitrine/module-graph';
import { ABOVE_FOLD_ATTRIBUTE, WidgetAttribute } from '@vitrine/widget-api/constants';

// The graph's format is declared once, for its writer (widget-build) and this reader: packages/module-graph.
export type { ModuleGraph, ModuleGraphFile };
export { MODULE_GRAPH_FILE };

/** A CDN build a page loads modules from: the URL its folder is served at (ending in `/`) and its graph. */
export interface CdnBuild {
  url: string;
  graph: ModuleGraph;
}

/** A `<link>` for the document's `<head>`, rendered after the import map. */
export interface PreloadHint {
  rel: 'modulepreload' | 'preload';
  href: string;
  /** `script` for classic scripts (`rel="preload"`). */
  as?: 'script';
  /**
   * Always `low`: widget code must not take bandwidth or connections from the stylesheet, fonts and the page's
   * largest image, which the first paint waits for. It still starts at once, beside core.
   */
  fetchPriority: 'low';
}

/** The widget elements of a page's content, as `widgetsInMarkup` finds them. */
export interface WidgetsInMarkup {
  /** Whether there is at least one package widget (`data-vitrine-widget`): core then starts its widget host. */
  hasPackageWidgets: boolean;
  /** The modules (`data-vitrine-widget-module`) of the package widgets in view, each once, in document order. */
  modulesInView: string[];
  /** The names (`data-vitrine-widget`) of the package widgets in view, by module. */
  widgetsInView: Record<string, string[]>;
  /**
   * The custom widgets (`data-widget-id` alone), each id and version once; `inView` as for package widgets (an
   * element marked above the fold or `data-lazy-load="false"`): core starts the others when they are reached.
   */
  customWidgets: Array<{ widgetId: string; version: string | undefined; inView: boolean }>;
}

/**
 * Where a page's widgets are, read from its content's HTML as the server rendered it. A package widget is in
 * view when the template marked it above the fold (`data-vitrine-above-fold`, `widgetAttributes({ aboveFold:
 * true })`) or it starts at once wherever it is (`data-lazy-load="false"`). Comments are skipped; attribute
 * values may be quoted either way and carry character references.
 */
export function widgetsInMarkup(html: string): WidgetsInMarkup {
  const found: WidgetsInMarkup = {
    hasPackageWidgets: false,
    modulesInView: [],
    widgetsInView: {},
    customWidgets: [],
  };
  for (const attributes of startTags(html.replace(/<!--[\s\S]*?-->/g, ''))) {
    if (attributes.has(WidgetAttribute.widget)) {
      found.hasPackageWidgets = true;
      const module = attributes.get(WidgetAttribute.module)?.trim();
      const startsAtOnce = attributes.get(WidgetAttribute.lazyLoad)?.trim().toLowerCase() === 'false';
      const inView = startsAtOnce || attributes.has(ABOVE_FOLD_ATTRIBUTE);
      if (module && inView && !found.modulesInView.includes(module)) found.modulesInView.push(module);
      const name = attributes.get(WidgetAttribute.widget)?.trim();
      if (module && inView && name) {
        const names = found.widgetsInView[module] ?? [];
        if (!names.includes(name)) found.widgetsInView[module] = [...names, name];
      }
    } else if (attributes.has(WidgetAttribute.id)) {
      const widgetId = attributes.get(WidgetAttribute.id) ?? '';
      const version = attributes.get(WidgetAttribute.version);
      const startsAtOnce = attributes.get(WidgetAttribute.lazyLoad)?.trim().toLowerCase() === 'false';
      const inView = startsAtOnce || attributes.has(ABOVE_FOLD_ATTRIBUTE);
      const seen = found.customWidgets.find(
        (widget) => widget.widgetId === widgetId && widget.version === version,
      );
      if (seen) seen.inView ||= inView;
      else if (widgetId) found.customWidgets.push({ widgetId, version, inView });
    }
  }
  return found;
}

/** Core's lazy chunks that widgets need, by the source module each chunk starts from. */
const WIDGET_HOST_SOURCE = 'src/widgets/widget-host.ts';
const CUSTOM_WIDGETS_SOURCES = ['src/custom-widgets/index.ts', 'src/public-api/dmapi.ts'];
/** Our jQuery, beside core's CDN build: custom widgets get it before they run. */
const JQUERY_PATH = 'vendor/jquery.js';

export interface WidgetPreloadOptions {
  /** The first document's content HTML, as rendered into the content container. */
  content: string;
  /** Core's CDN build: the widget host, the custom-widgets code and jQuery come from it. */
  core: CdnBuild;
  /** The other CDN builds the page loads modules from: widget packages, widget-api, the shared React. */
  builds: readonly CdnBuild[];
  /** The page's import map, which resolves bare imports (`react`, `@vitrine/widget-api`) to URLs. */
  importMap: { imports: Readonly<Record<string, string>> };
  /** The page's `customwidgetjs`: the code of its custom widgets, hinted when they have a `url`. */
  customWidgetJs?: ReadonlyArray<{
    widgetId: string;
    version?: string | undefined;
    url?: string | undefined;
  }>;
}

/**
 * The preload hints a first document renders so that what its widgets need downloads beside core, not after
 * it (docs/markup.md "Preload hints"):
 * - any package widget: core's widget host chunk and the chunks it imports;
 * - each package widget in view (see `widgetsInMarkup`): its module, what that imports (widget-api, and
 *   through the import map the shared React), and the chunks its definitions load to mount, with theirs;
 * - any custom widget: core's custom-widgets and public API chunks; one in view: jQuery, and the hosted code of
 *   each in view (the others download when they are reached).
 * Modules are `modulepreload`, classic scripts `preload` as `script`. Pages with no widget get none, and a
 * package widget below the fold adds nothing of its own: it still downloads when it scrolls into view.
 */
export function widgetPreloadHints(options: WidgetPreloadOptions): PreloadHint[] {
  const { core, builds, importMap, customWidgetJs = [] } = options;
  const widgets = widgetsInMarkup(options.content);
  const modules = new ModuleCollector([core, ...builds], importMap.imports);
  const scripts: string[] = [];
  if (widgets.hasPackageWidgets) modules.addCoreChunk(core, WIDGET_HOST_SOURCE);
  for (const module of widgets.modulesInView)
    modules.addWidgetModule(module, widgets.widgetsInView[module] ?? []);
  if (widgets.customWidgets.length > 0)
    for (const source of CUSTOM_WIDGETS_SOURCES) modules.addCoreChunk(core, source);
  const customInView = widgets.customWidgets.filter(({ inView }) => inView);
  if (customInView.length > 0) {
    scripts.push(core.url + JQUERY_PATH);
    for (const { widgetId, version } of customInView) {
      const entry = customWidgetJs.find((code) => code.widgetId === widgetId && code.version === version);
      if (entry?.url && !scripts.includes(entry.url)) scripts.push(entry.url);
    }
  }
  return [
    ...modules.urls.map((href): PreloadHint => ({ rel: 'modulepreload', href, fetchPriority: 'low' })),
    ...scripts.map((href): PreloadHint => ({ rel: 'preload', href, as: 'script', fetchPriority: 'low' })),
  ];
}

/**
 * The hints as HTML, for templates that write the `<head>` as text. (Rendering them with React 19 would move
 * them to the top of the head, above the import map, which must come before anything that loads a module.)
 */
export function preloadHintsHtml(hints: readonly PreloadHint[]): string {
  return hints
    .map(
      ({ rel, href, as, fetchPriority }) =>
        `<link rel="${rel}" href="${escapeAttribute(href)}"${as ? ` as="${as}"` : ''} fetchpriority="${fetchPriority}">`,
    )
    .join('');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The source of one widget's mount chunk, in a package of several: `src/list/mount-blog-list.ts`. */
const MOUNT_SOURCE = /(?:^|\/)mount-([a-z0-9]+(?:-[a-z0-9]+)*)\.[cm]?[jt]sx?$/;

/** Walks module graphs across builds, collecting module URLs once each, in the order they are reached. */
class ModuleCollector {
  readonly #builds: readonly CdnBuild[];
  readonly #imports: Readonly<Record<string, string>>;
  readonly #urls = new Set<string>();

  constructor(builds: readonly CdnBuild[], imports: Readonly<Record<string, string>>) {
    this.#builds = builds;
    this.#imports = imports;
  }

  get urls(): string[] {
    return [...this.#urls];
  }

  /** A chunk core imports on demand (by its source module), without what core's entry has loaded already. */
  addCoreChunk(core: CdnBuild, source: string): void {
    const files = core.graph.files;
    const chunk = Object.keys(files).find((file) => files[file]?.source === source);
    if (!chunk) return;
    const loaded = new Set<string>();
    for (const [file, node] of Object.entries(files)) {
      if (node.dynamicImports.includes(chunk)) this.#closure(core, file, loaded);
    }
    const needed = new Set<string>();
    this.#closure(core, chunk, needed);
    for (const file of needed) if (!loaded.has(file)) this.#urls.add(core.url + file);
  }

  /**
   * A widget module, its static imports, and the chunks its definitions load (its own dynamic imports) for
   * `widgets`: in a package of several widgets each mount chunk starts from `mount-<widget>.ts`, and only those
   * of the widgets in view are named (a post's comment counter does not preload the comments' code).
   */
  addWidgetModule(url: string, widgets: readonly string[]): void {
    this.#visit(url);
    const located = this.#locate(url);
    if (!located) return;
    for (const chunk of located.node.dynamicImports) {
      const mountOf = MOUNT_SOURCE.exec(located.build.graph.files[chunk]?.source ?? '')?.[1];
      if (mountOf && !widgets.includes(mountOf)) continue;
      const resolved = this.#resolve(located.build, chunk);
      if (resolved) this.#visit(resolved);
    }
  }

  #visit(url: string): void {
    if (this.#urls.has(url)) return;
    this.#urls.add(url);
    const located = this.#locate(url);
    if (!located) return;
    for (const specifier of located.node.imports) {
      const resolved = this.#resolve(located.build, specifier);
      if (resolved) this.#visit(resolved);
    }
  }

  /** Files of one build, for what core has loaded already. */
  #closure(build: CdnBuild, file: string, into: Set<string>): void {
    const node = build.graph.files[file];
    if (!node || into.has(file)) return;
    into.add(file);
    for (const next of node.imports) this.#closure(build, next, into);
  }

  #locate(url: string): { build: CdnBuild; node: ModuleGraphFile } | undefined {
    for (const build of this.#builds) {
      if (!url.startsWith(build.url)) continue;
      const node = build.graph.files[url.slice(build.url.length)];
      if (node) return { build, node };
    }
    return undefined;
  }

  /** A file of the same build, or a bare specifier through the import map (unmapped ones are left out). */
  #resolve(build: CdnBuild, specifier: string): string | undefined {
    if (build.graph.files[specifier]) return build.url + specifier;
    return this.#imports[specifier];
  }
}

/** The attributes of every start tag in `html`, names lower-cased, values with character references decoded. */
function* startTags(html: string): Generator<Map<string, string>> {
  const tag = /<[a-zA-Z][^\s/>]*((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
  const attribute = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const [, list = ''] of html.matchAll(tag)) {
    const attributes = new Map<string, string>();
    for (const [, name = '', double, single, bare] of list.matchAll(attribute)) {
      attributes.set(name.toLowerCase(), decodeReferences(double ?? single ?? bare ?? ''));
    }
    yield attributes;
  }
}

const NAMED_REFERENCES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeReferences(value: string): string {
  return value.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (reference: string, body: string) => {
    if (body[0] !== '#') return NAMED_REFERENCES[body.toLowerCase()] ?? reference;
    const code =
      body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
    return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
  });
}
