// Gzipped size of what a page downloads for widgets, on first need only: each widget package's CDN entry
// (its definition and config schema, which registers it) and mount chunk, widget-api's CDN modules, core's
// widget host chunk, and what every widget shares through the import map: one React (widget-api's vendor/)
// and one zod/mini (core's vendor/, which core's own chunks use too). A package that registers several widgets (widget-geo: the inline map and the
// locations widget) is measured widget by widget, each with its own mount chunk (`mount-<widget>-…`), since a
// page starts only the widgets it has. What a widget loads only on first need (a form's date picker, the
// geocoder for an inline map given an address, Leaflet with the first map) is listed under it with what it adds.
// Last, a page with every widget package: what it downloads with the shared zod/mini, against the sum of the
// copies each package would bundle of it (the zod/mini names its CDN files import, tree-shaken, one per package).
// Then the two pages issue 30 asks about: a page bundled with a bundler that registers widgets but has none, and
// a CDN page with three widget packages, each with how many copies of zod it downloads.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { kb } from './format.mjs';

const require = createRequire(import.meta.url);
const packageDir = (name) => dirname(require.resolve(`${name}/package.json`));
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The relative modules a module imports, each with whether it is a dynamic `import()`. */
const importsOf = (file) =>
  [...readFileSync(file, 'utf8').matchAll(/(from\s*|import\(\s*)["'](\.[^"']+)["']/g)].map((match) => ({
    target: resolve(dirname(file), match[2]),
    dynamic: !match[1].startsWith('from'),
  }));

/**
 * A module and the relative modules it imports: statically, and dynamically when `followDynamic` accepts the
 * imported path (every one by default).
 */
function closure(entry, followDynamic = () => true) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { target, dynamic } of importsOf(file)) if (!dynamic || followDynamic(target)) visit(target);
  };
  visit(entry);
  return [...seen];
}
/**
 * What a widget downloads when it starts: its entry, its mount chunk (`mount-<widget>-…` in a package of several
 * widgets), and what they import statically.
 */
const onStart = (entry, widget) => {
  // esbuild's hashes are upper case; a package whose CDN build is re-chunked by Rollup has Rollup's. A widget
  // whose definition loads its schema lazily (`lazySchema`) fetches its `config-…` chunk when it starts too.
  const mount = new RegExp(`/chunks/(?:mount-${widget ? `${widget}-` : ''}|config-)[A-Za-z0-9_-]+\\.js$`);
  return closure(entry, (target) => mount.test(target));
};
const total = (files) => files.reduce((sum, file) => sum + gzipSize(file), 0);
/** A named chunk's label: `leaflet-src` for `chunks/leaflet-src-OI57QOQS.js`. */
const NAMED_CHUNK = /\/chunks\/([a-z]+(?:[-.][a-z]+)*)-[A-Z0-9]+\.js$/;

/**
 * The named chunks reachable from `from` that a page which started `started` has not downloaded yet, each with
 * what it adds: itself and what it imports statically. Shared chunks (`chunk-…`) are counted with the named
 * chunks that import them; a chunk a lazy chunk imports lazily in turn gets a line of its own.
 */
function firstNeeds(from, started, indent) {
  const lazy = closure(from).filter(
    (chunk) => !started.has(chunk) && !/\/chunks\/chunk-/.test(chunk) && NAMED_CHUNK.test(chunk),
  );
  for (const chunk of lazy) {
    const added = closure(chunk, () => false).filter((dependency) => !started.has(dependency));
    const label = chunk.match(NAMED_CHUNK)[1];
    console.log(`${indent}on first need: ${label.padEnd(22)} +${kb(total(added)).padStart(8)}`);
  }
}

const WIDGETS = [
  ['@vitrine/widget-opening-hours', 'widget-opening-hours.js'],
  ['@vitrine/widget-bake-schedule', 'widget-bake-schedule.js'],
  ['@vitrine-examples/widget-countdown', 'widget-countdown.js'],
  ['@vitrine/widget-form', 'widget-form.js'],
  ['@vitrine/widget-geo', 'widget-geo.js', ['inline-map', 'geo-locations']],
  ['@vitrine/widget-media', 'widget-media.js', ['video-player', 'video-background', 'parallax-background']],
  // The platform's own script (app.ecwid.com) is third-party and loads on first need: not counted here.
  ['@vitrine/widget-store', 'widget-store.js', ['store']],
  [
    '@vitrine/widget-gallery',
    'widget-gallery.js',
    ['photo-gallery', 'album-gallery', 'image-slider', 'gallery-background'],
  ],
  ['@vitrine/widget-promo', 'widget-promo.js', ['coupon']],
  ['@vitrine/widget-social', 'widget-social.js', ['share-buttons', 'twitter-feed']],
  ['@vitrine/widget-push', 'widget-push.js', ['push-button']],
  ['@vitrine/widget-local', 'widget-local.js', ['reviews', 'restaurant-menu']],
  ['@vitrine/widget-booking', 'widget-booking.js', ['booking-button', 'open-table', 'health-booking']],
  // One module with the five blog widgets' mount code: a post page runs all five (docs/widget-blog.md).
  ['@vitrine/widget-blog', 'widget-blog.js'],
];
/** Issue budgets for what a widget downloads when it starts, React excluded; each widget of a package. */
const BUDGETS = {
  '@vitrine/widget-form': 15 * 1024,
  '@vitrine/widget-geo': 12 * 1024,
  '@vitrine/widget-media': 6 * 1024,
  '@vitrine/widget-store': 5 * 1024,
  // A gallery page's widget code on start, React aside (issue 13); PhotoSwipe and Swiper come on first need.
  '@vitrine/widget-gallery': 8 * 1024,
  // Issue 18: each engagement widget's own code at most 5 KB when it starts (React and zod/mini aside).
  '@vitrine/widget-promo': 5 * 1024,
  '@vitrine/widget-social': 5 * 1024,
  '@vitrine/widget-push': 5 * 1024,
  '@vitrine/widget-local': 5 * 1024,
  '@vitrine/widget-booking': 5 * 1024,
  // Issue 15: the blog feature's own code at most 6 KB (no React; zod/mini aside).
  '@vitrine/widget-blog': 6 * 1024,
};
const withBudget = (size, budget) =>
  `${kb(size).padStart(8)}${budget ? ` of ${kb(budget)} budget${size > budget ? '  OVER BUDGET' : ''}` : ''}`;

// The contact form's other sources: their chunk (`mount-file-sources`) is fetched only by forms whose config has
// a file picker, and Filestack's library only on the first click on their button, from Filestack's CDN. Its code
// has no place in our build: a bundled copy of filestack-js would carry its API hosts, which the widget itself
// never names.
const FILESTACK_SCRIPT_URL = 'https://static.filestackapi.com/filestack-js/4.x.x/filestack.min.js';
function filestackNote(entry) {
  const sources = closure(entry).map((file) => ({ file, source: readFileSync(file, 'utf8') }));
  const where = (found) =>
    found.map(({ file }) => file.slice(file.indexOf('dist/cdn/') + 9)).join(', ') || 'nowhere';
  const bundled = sources.filter(({ source }) => /(?:upload|cloud|process)\.filestackapi\.com/.test(source));
  const scriptUrlIn = sources.filter(({ source }) => source.includes(FILESTACK_SCRIPT_URL));
  const onlyInSourcesChunk =
    scriptUrlIn.length === 1 && /\/mount-file-sources-[^/]*\.js$/.test(scriptUrlIn[0].file);
  console.log(
    `    Filestack's picker library: ${bundled.length === 0 ? 'not in the CDN build' : `BUNDLED in ${where(bundled)}`}; ` +
      `${FILESTACK_SCRIPT_URL} appears only in ${where(scriptUrlIn)}${onlyInSourcesChunk ? ', which loads it on the first click' : '  (EXPECTED ONLY IN THE BUTTON CHUNK)'}`,
  );
}
/** What a package's build is checked for beyond its sizes, printed under it. */
const NOTES = { '@vitrine/widget-form': filestackNote };

console.log('widget downloads, gzip -9 (nothing of this is on a page without widgets)');
for (const [name, file, widgets] of WIDGETS) {
  const entry = join(packageDir(name), 'dist/cdn', file);
  const budget = BUDGETS[name];
  if (!widgets) {
    const files = onStart(entry);
    console.log(
      `  ${name.padEnd(36)} entry ${kb(gzipSize(entry)).padStart(8)}   with its mount code ${withBudget(total(files), budget)}`,
    );
    firstNeeds(entry, new Set(files), '      ');
  } else {
    console.log(`  ${name.padEnd(36)} entry ${kb(gzipSize(entry)).padStart(8)}`);
    const everyStart = new Set();
    for (const widget of widgets) {
      const files = onStart(entry, widget);
      const mount = files.find((file) => file.includes(`/chunks/mount-${widget}-`));
      if (!mount) throw new Error(`${name}: no mount chunk named mount-${widget}-… in its CDN build`);
      for (const file of files) everyStart.add(file);
      console.log(`    ${widget.padEnd(34)}       with its mount code ${withBudget(total(files), budget)}`);
      firstNeeds(mount, new Set(files), '      ');
    }
    console.log(`    every widget of it on one page          ${kb(total([...everyStart])).padStart(8)}`);
    // What no widget of the package starts, such as the geo service of the public API's maps calls.
    const ownLazy = closure(entry, () => false)
      .flatMap(importsOf)
      .filter(({ target, dynamic }) => dynamic && !/\/chunks\/mount-/.test(target));
    for (const { target: chunk } of ownLazy) {
      const added = closure(chunk, () => false).filter((dependency) => !everyStart.has(dependency));
      console.log(
        `    on first need: ${chunk.match(NAMED_CHUNK)[1].padEnd(24)} +${kb(total(added)).padStart(8)}`,
      );
      firstNeeds(chunk, new Set([...everyStart, ...added]), '      ');
    }
  }
  NOTES[name]?.(entry);
}

const widgetApiCdn = join(packageDir('@vitrine/widget-api'), 'dist/cdn');
const widgetApi = total(closure(join(widgetApiCdn, 'widget-api.js')));
const widgetApiReact = total(closure(join(widgetApiCdn, 'react.js')));
console.log(
  `  @vitrine/widget-api (CDN)            ${kb(widgetApi)}, its /react adapter ${kb(widgetApiReact)}`,
);

const coreChunks = join(packageDir('@vitrine/runtime-core'), 'dist/cdn/chunks');
const hostChunk = readdirSync(coreChunks).find((file) => /^widget-host-.*\.js$/.test(file));
const host = hostChunk ? total(closure(join(coreChunks, hostChunk))) : 0;
console.log(`  runtime-core widget host chunk       ${kb(host)}`);

const vendorDir = join(widgetApiCdn, 'vendor');
// The page's one zod/mini is core's, which core's own lazy chunks import too (importMap() maps zod/mini there).
const sharedZodModule = join(packageDir('@vitrine/runtime-core'), 'dist/cdn/vendor/zod-mini.js');
const react = total([
  ...new Set(
    ['react.js', 'react-dom-client.js', 'react-jsx-runtime.js'].flatMap((file) =>
      closure(join(vendorDir, file)),
    ),
  ),
]);
const sharedZod = total(closure(sharedZodModule));
console.log(`  React + ReactDOM (shared, once)      ${kb(react)}`);
console.log(`  zod/mini (shared, once)              ${kb(sharedZod)}`);

const firstWidget = total(closure(join(packageDir(WIDGETS[0][0]), 'dist/cdn', WIDGETS[0][1])));
console.log(
  `  a page's first React widget, all in: ${kb(host + widgetApi + widgetApiReact + react + sharedZod + firstWidget)}`,
);

/**
 * The zod/mini names a package's CDN files read from the page's shared module: `@vitrine/widget-build` imports
 * it as a namespace (`import*as t from"zod/mini"`) and reads the names it uses from it (`t.object`).
 */
const zodNamesOf = (files) =>
  new Set(
    files.flatMap((file) => {
      const code = readFileSync(file, 'utf8');
      return [...code.matchAll(/import\s*\*\s*as\s*([\w$]+)\s*from\s*["']zod\/mini["']/g)].flatMap(
        ([, namespace]) =>
          [...code.matchAll(new RegExp(`(?<![\\w$.])${namespace.replace('$', '\\$')}\\.([\\w$]+)`, 'g'))].map(
            (match) => match[1],
          ),
      );
    }),
  );

/** gzip of the zod/mini a package would bundle itself: the names it imports, tree-shaken and minified. */
async function ownZodCopy(name, names) {
  const result = await build({
    stdin: { contents: `export { ${[...names].join(', ')} } from 'zod/mini';`, resolveDir: packageDir(name) },
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    logLevel: 'error',
  });
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
}

console.log('\na page with every widget package, each widget started (gzip -9)');
let widgetCode = 0;
let ownCopies = 0;
for (const [name, file, widgets] of WIDGETS) {
  const entry = join(packageDir(name), 'dist/cdn', file);
  const files = new Set((widgets ?? [undefined]).flatMap((widget) => onStart(entry, widget)));
  const names = zodNamesOf([...files]);
  const ownCopy = names.size > 0 ? await ownZodCopy(name, names) : 0;
  widgetCode += total([...files]);
  ownCopies += ownCopy;
  console.log(
    `  ${name.padEnd(36)} widget code ${kb(total([...files])).padStart(8)}   zod/mini it would bundle itself ${kb(ownCopy).padStart(8)} (${names.size} names)`,
  );
}
console.log(
  `  zod/mini downloaded: ${kb(sharedZod)} once, shared, against ${kb(ownCopies)} as one copy per package (${WIDGETS.length} copies)`,
);
console.log(
  `  every widget package, widget code and zod/mini: ${kb(widgetCode + sharedZod)} shared, against ${kb(widgetCode + ownCopies)} with a copy each`,
);

/** A file of the schema library itself (zod's core classes), as opposed to code that only imports it. */
const holdsZod = (file) => readFileSync(file, 'utf8').includes('$ZodType');

// A site bundled with a bundler (docs/install.md): core and five widget definitions registered in its entry, on
// a page with no widget element. What it downloads is the entry and what the entry imports statically; the
// definitions' schemas and mount code are lazy chunks. esbuild stands in for the site's bundler.
{
  const outdir = mkdtempSync(join(tmpdir(), 'vitrine-bundled-page-'));
  const definitions = {
    '@vitrine/widget-form': ['contactFormWidget'],
    '@vitrine/widget-geo': ['inlineMapWidget', 'geoLocationsWidget'],
    '@vitrine/widget-opening-hours': ['openingHoursWidget'],
    '@vitrine/widget-bake-schedule': ['bakeScheduleWidget'],
  };
  const source = [
    "import { createRuntime } from '@vitrine/runtime-core';",
    ...Object.entries(definitions).map(
      ([name, exported]) => `import { ${exported.join(', ')} } from '${name}';`,
    ),
    'const runtime = createRuntime();',
    `for (const widget of [${Object.values(definitions).flat().join(', ')}]) runtime.widgets.register(widget);`,
  ].join('\n');
  await build({
    stdin: { contents: source, resolveDir: import.meta.dirname, sourcefile: 'site.js' },
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
    outdir,
    entryNames: 'site',
    logLevel: 'error',
  });
  const page = closure(join(outdir, 'site.js'), () => false);
  // Once idle, the page has core's widget host (the definitions registered) and its navigation engine too, the
  // engine warmed for a first click that may never come: its page schemas wait for that click's request.
  const idle = closure(join(outdir, 'site.js'), (target) =>
    /[\\/](engine|without-engine|widget-host)-[^\\/]*\.js$/.test(target),
  );
  const zodIn = (files) => (files.some(holdsZod) ? 'zod INCLUDED' : 'no zod');
  console.log(
    `\na bundled page without widgets (core and the form, geo, opening-hours and bake-schedule definitions registered): ${kb(total(page))} of JavaScript in ${page.length} file${page.length === 1 ? '' : 's'}, ${zodIn(page)}; once idle (widget host and warmed engine) ${kb(total(idle))} in ${idle.length} files, ${zodIn(idle)}`,
  );
  rmSync(outdir, { recursive: true, force: true });
}

// A CDN page (docs/cdn.md) with three widget packages, each widget started: core's critical path and widget host,
// widget-api and its React adapter, React, and each package's entry with what its widget fetches on start.
{
  const coreCdn = join(packageDir('@vitrine/runtime-core'), 'dist/cdn');
  const started = [
    ['@vitrine/widget-form', 'widget-form.js', undefined],
    ['@vitrine/widget-geo', 'widget-geo.js', 'inline-map'],
    ['@vitrine/widget-opening-hours', 'widget-opening-hours.js', undefined],
  ];
  const files = new Set([
    ...closure(join(coreCdn, 'runtime-core.js'), () => false),
    ...(hostChunk ? closure(join(coreChunks, hostChunk), () => false) : []),
    ...closure(join(widgetApiCdn, 'widget-api.js')),
    ...closure(join(widgetApiCdn, 'react.js')),
    ...['react.js', 'react-dom-client.js', 'react-jsx-runtime.js'].flatMap((file) =>
      closure(join(vendorDir, file)),
    ),
    ...closure(sharedZodModule),
    ...started.flatMap(([name, file, widget]) => onStart(join(packageDir(name), 'dist/cdn', file), widget)),
  ]);
  const zodFiles = [...files].filter(holdsZod);
  console.log(
    `a CDN page with three widget packages (${started.map(([name]) => name.replace('@vitrine/', '')).join(', ')}), each started: ${kb(total([...files]))} of JavaScript in ${files.size} files; the schema library ${zodFiles.length === 1 ? 'once' : `${zodFiles.length} TIMES`} (${zodFiles.map((file) => `${file.slice(file.indexOf('dist/cdn/') + 9)} ${kb(gzipSize(file))}`).join(', ')})`,
  );
}
