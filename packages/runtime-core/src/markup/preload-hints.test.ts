import { describe, expect, it } from 'vitest';
import type { CdnBuild } from './preload-hints';
import { preloadHintsHtml, widgetPreloadHints, widgetsInMarkup } from './preload-hints';

const file = (imports: string[] = [], dynamicImports: string[] = [], source?: string) => ({
  ...(source ? { source } : {}),
  imports,
  dynamicImports,
});

/** Builds shaped like the real ones: core with lazy chunks, a widget package, widget-api, React. */
const core: CdnBuild = {
  url: '/cdn/runtime-core/',
  graph: {
    files: {
      'runtime-core.js': file(
        ['chunks/boot-shared.js'],
        ['chunks/widget-host-1.js', 'chunks/custom-widgets-1.js', 'chunks/dmapi-1.js', 'chunks/engine-1.js'],
        'src/cdn.ts',
      ),
      'chunks/boot-shared.js': file(),
      'chunks/widget-host-1.js': file(
        ['chunks/boot-shared.js', 'chunks/semver-1.js'],
        [],
        'src/widgets/widget-host.ts',
      ),
      'chunks/semver-1.js': file(),
      'chunks/custom-widgets-1.js': file(['chunks/base64-1.js'], [], 'src/custom-widgets/index.ts'),
      'chunks/base64-1.js': file(),
      'chunks/dmapi-1.js': file(['chunks/boot-shared.js'], [], 'src/public-api/dmapi.ts'),
      'chunks/engine-1.js': file(['chunks/zod-1.js'], [], 'src/navigation/engine.ts'),
      'chunks/zod-1.js': file(),
    },
  },
};
const hours: CdnBuild = {
  url: '/cdn/widget-opening-hours/',
  graph: {
    files: {
      'widget-opening-hours.js': file(['chunks/schema-1.js', '@vitrine/widget-api'], ['chunks/mount-1.js']),
      'chunks/schema-1.js': file(),
      'chunks/mount-1.js': file(
        ['chunks/schema-1.js', '@vitrine/widget-api/react', 'react', 'react/jsx-runtime'],
        ['chunks/locale-1.js'],
        'src/mount.ts',
      ),
      'chunks/locale-1.js': file([], [], 'src/locale.ts'),
    },
  },
};
const widgetApi: CdnBuild = {
  url: '/cdn/widget-api/',
  graph: { files: { 'widget-api.js': file(), 'react.js': file(['react', 'react-dom/client']) } },
};
const vendor: CdnBuild = {
  url: '/cdn/vendor/',
  graph: {
    files: {
      'react.js': file(['chunks/react-1.js']),
      'react-jsx-runtime.js': file(['chunks/react-1.js']),
      'react-dom-client.js': file(['chunks/react-1.js', 'chunks/react-dom-1.js']),
      'chunks/react-1.js': file(),
      'chunks/react-dom-1.js': file(['chunks/react-1.js']),
    },
  },
};
const importMap = {
  imports: {
    '@vitrine/widget-api': '/cdn/widget-api/widget-api.js',
    '@vitrine/widget-api/react': '/cdn/widget-api/react.js',
    react: '/cdn/vendor/react.js',
    'react/jsx-runtime': '/cdn/vendor/react-jsx-runtime.js',
    'react-dom/client': '/cdn/vendor/react-dom-client.js',
  },
};
const HOURS = '/cdn/widget-opening-hours/widget-opening-hours.js';
const hints = (
  content: string,
  customWidgetJs?: Parameters<typeof widgetPreloadHints>[0]['customWidgetJs'],
) => widgetPreloadHints({ content, core, builds: [hours, widgetApi, vendor], importMap, customWidgetJs });
const hrefs = (content: string) => hints(content).map((hint) => hint.href);

describe('widgetsInMarkup', () => {
  it('counts a package widget in view when the template marked it above the fold or it starts at once', () => {
    const found = widgetsInMarkup(`
      <div data-vitrine-widget="opening-hours" data-vitrine-widget-module="/a.js" data-vitrine-above-fold></div>
      <div data-lazy-load=" FALSE " data-vitrine-widget-module='/b.js' data-vitrine-widget="map"></div>
      <div data-vitrine-widget="gallery" data-vitrine-widget-module="/c.js" data-lazy-load="true"></div>
      <div data-vitrine-widget="again" data-vitrine-widget-module="/a.js" data-vitrine-above-fold=""></div>`);
    expect(found).toEqual({
      hasPackageWidgets: true,
      modulesInView: ['/a.js', '/b.js'],
      widgetsInView: { '/a.js': ['opening-hours', 'again'], '/b.js': ['map'] },
      customWidgets: [],
    });
  });

  it('finds custom widgets, each once, in view or not, and reads character references and any quoting', () => {
    const found = widgetsInMarkup(`
      <section data-widget-id="count&amp;down" data-widget-version=1.0.0 data-widget-config="e30="></section>
      <section data-widget-id='count&#38;down' data-widget-version="1.0.0" data-lazy-load="false"></section>
      <section data-widget-id="menu" data-title="a > b"></section>
      <section data-widget-id="hours" data-vitrine-above-fold></section>`);
    expect(found).toEqual({
      hasPackageWidgets: false,
      modulesInView: [],
      widgetsInView: {},
      customWidgets: [
        { widgetId: 'count&down', version: '1.0.0', inView: true },
        { widgetId: 'menu', version: undefined, inView: false },
        { widgetId: 'hours', version: undefined, inView: true },
      ],
    });
  });

  it('skips widget markup inside comments, and finds nothing in a page without widgets', () => {
    expect(
      widgetsInMarkup('<!-- <div data-vitrine-widget="x" data-lazy-load="false"> --><p data-x>Hi</p>'),
    ).toEqual({
      hasPackageWidgets: false,
      modulesInView: [],
      widgetsInView: {},
      customWidgets: [],
    });
  });
});

describe('widgetPreloadHints', () => {
  it('gives a page without widgets no hint at all', () => {
    expect(hints('<h1>Our story</h1><p>Since 2019.</p>')).toEqual([]);
  });

  it('in a package of several widgets, names only the mount chunks of the widgets in view', () => {
    const blog: CdnBuild = {
      url: '/cdn/widget-blog/',
      graph: {
        files: {
          'widget-blog.js': file(
            ['chunks/config-1.js'],
            ['chunks/mount-blog-list-1.js', 'chunks/mount-comments-1.js', 'chunks/providers-1.js'],
          ),
          'chunks/config-1.js': file(),
          'chunks/mount-blog-list-1.js': file(['chunks/config-1.js'], [], 'src/list/mount-blog-list.ts'),
          'chunks/mount-comments-1.js': file(['chunks/comments-1.js'], [], 'src/comments/mount-comments.ts'),
          'chunks/comments-1.js': file(),
          'chunks/providers-1.js': file([], [], 'src/providers.ts'),
        },
      },
    };
    const urls = widgetPreloadHints({
      content:
        '<div data-vitrine-widget="blog-list" data-vitrine-widget-module="/cdn/widget-blog/widget-blog.js" data-vitrine-above-fold></div>' +
        '<div data-vitrine-widget="comments" data-vitrine-widget-module="/cdn/widget-blog/widget-blog.js"></div>',
      core,
      builds: [blog],
      importMap,
    }).map((hint) => hint.href);
    expect(urls).toContain('/cdn/widget-blog/chunks/mount-blog-list-1.js');
    // A dynamic import that is not a widget's mount chunk is still named.
    expect(urls).toContain('/cdn/widget-blog/chunks/providers-1.js');
    expect(urls.filter((url) => url.includes('comments'))).toEqual([]);
  });

  it('names the whole graph of a widget in view: core’s host, the module, its mount chunk, widget-api and React', () => {
    expect(
      hrefs(
        `<div data-vitrine-widget="opening-hours" data-vitrine-widget-module="${HOURS}" data-vitrine-above-fold></div>`,
      ),
    ).toEqual([
      '/cdn/runtime-core/chunks/widget-host-1.js',
      '/cdn/runtime-core/chunks/semver-1.js',
      HOURS,
      '/cdn/widget-opening-hours/chunks/schema-1.js',
      '/cdn/widget-api/widget-api.js',
      '/cdn/widget-opening-hours/chunks/mount-1.js',
      '/cdn/widget-api/react.js',
      '/cdn/vendor/react.js',
      '/cdn/vendor/chunks/react-1.js',
      '/cdn/vendor/react-dom-client.js',
      '/cdn/vendor/chunks/react-dom-1.js',
      '/cdn/vendor/react-jsx-runtime.js',
    ]);
    expect(
      new Set(
        hints(
          `<div data-vitrine-widget="x" data-vitrine-widget-module="${HOURS}" data-lazy-load="false"></div>`,
        ).map((hint) => hint.rel),
      ),
    ).toEqual(new Set(['modulepreload']));
  });

  it('names only core’s widget host for widgets below the fold: no widget code, no React', () => {
    expect(
      hrefs(`<div data-vitrine-widget="opening-hours" data-vitrine-widget-module="${HOURS}"></div>`),
    ).toEqual(['/cdn/runtime-core/chunks/widget-host-1.js', '/cdn/runtime-core/chunks/semver-1.js']);
  });

  it('names what custom widgets in view run with: core’s chunks as modules, jQuery and their hosted code as scripts', () => {
    const content =
      '<section data-widget-id="countdown" data-widget-version="1.0.0" data-vitrine-above-fold></section>';
    expect(
      hints(content, [
        { widgetId: 'countdown', version: '1.0.0', url: '/_dm/s/rt/custom-widgets/countdown/1.0.0.js' },
        { widgetId: 'other', version: '1.0.0', url: '/_dm/s/rt/custom-widgets/other/1.0.0.js' },
        { widgetId: 'countdown', version: '0.9.0', url: '/_dm/s/rt/custom-widgets/countdown/0.9.0.js' },
      ]),
    ).toEqual([
      { rel: 'modulepreload', href: '/cdn/runtime-core/chunks/custom-widgets-1.js', fetchPriority: 'low' },
      { rel: 'modulepreload', href: '/cdn/runtime-core/chunks/base64-1.js', fetchPriority: 'low' },
      { rel: 'modulepreload', href: '/cdn/runtime-core/chunks/dmapi-1.js', fetchPriority: 'low' },
      { rel: 'preload', href: '/cdn/runtime-core/vendor/jquery.js', as: 'script', fetchPriority: 'low' },
      {
        rel: 'preload',
        href: '/_dm/s/rt/custom-widgets/countdown/1.0.0.js',
        as: 'script',
        fetchPriority: 'low',
      },
    ]);
  });

  it('for custom widgets below the fold, only core’s chunks: jQuery and their code come when they are reached', () => {
    const content = '<section data-widget-id="countdown" data-widget-version="1.0.0"></section>';
    expect(
      hints(content, [
        { widgetId: 'countdown', version: '1.0.0', url: '/_dm/s/rt/custom-widgets/countdown/1.0.0.js' },
      ]).map(({ href }) => href),
    ).toEqual([
      '/cdn/runtime-core/chunks/custom-widgets-1.js',
      '/cdn/runtime-core/chunks/base64-1.js',
      '/cdn/runtime-core/chunks/dmapi-1.js',
    ]);
  });

  it('hints a module it has no graph for by itself, and leaves out bare imports the import map lacks', () => {
    const unknown = '/cdn/elsewhere/widget.js';
    expect(
      hrefs(
        `<div data-vitrine-widget="x" data-vitrine-widget-module="${unknown}" data-lazy-load="false"></div>`,
      ),
    ).toContain(unknown);
    const noReact = widgetPreloadHints({
      content: `<div data-vitrine-widget="x" data-vitrine-widget-module="${HOURS}" data-lazy-load="false"></div>`,
      core,
      builds: [hours],
      importMap: { imports: {} },
    }).map((hint) => hint.href);
    expect(noReact).not.toContain('/cdn/vendor/react.js');
    expect(noReact).toContain('/cdn/widget-opening-hours/chunks/mount-1.js');
  });
});

describe('preloadHintsHtml', () => {
  it('writes each hint as a low-priority link element, its address escaped', () => {
    expect(
      preloadHintsHtml([
        { rel: 'modulepreload', href: '/cdn/a.js?v="1"&x=<', fetchPriority: 'low' },
        { rel: 'preload', href: '/cdn/jquery.js', as: 'script', fetchPriority: 'low' },
      ]),
    ).toBe(
      '<link rel="modulepreload" href="/cdn/a.js?v=&quot;1&quot;&amp;x=&lt;" fetchpriority="low">' +
        '<link rel="preload" href="/cdn/jquery.js" as="script" fetchpriority="low">',
    );
    expect(preloadHintsHtml([])).toBe('');
  });
});
