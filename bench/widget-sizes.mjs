// Gzipped size of what a page downloads for widgets, on first need only: each widget package's CDN entry
// (its definition and config schema, which registers it) and mount chunk, widget-api's CDN modules, core's
// widget host chunk, and the one React every widget shares through the import map. Each widget bundles the few
// zod/mini checks it uses (about 4.5 KB): sharing all of zod/mini through the import map would cost 85 KB.
// widget-geo's zod/mini is about 11 KB: its geocoder's six provider response schemas use unions, tuples, pipes and
// transforms, and zod's core keeps the code of every kind of schema a bundle uses. What a widget loads only on
// first need (a form's date picker, Leaflet with the first map) is listed under it with what it adds.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { kb } from './format.mjs';

const require = createRequire(import.meta.url);
const packageDir = (name) => dirname(require.resolve(`${name}/package.json`));
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * A module and the relative modules it imports: statically, and dynamically when `followDynamic` accepts the
 * imported path (every one by default).
 */
function closure(entry, followDynamic = () => true) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(from\s*|import\(\s*)["'](\.[^"']+)["']/g)) {
      const target = resolve(dirname(file), match[2]);
      if (match[1].startsWith('from') || followDynamic(target)) visit(target);
    }
  };
  visit(entry);
  return [...seen];
}
/** What a widget downloads when it starts: its entry, its mount chunk, and what they import statically. */
const onStart = (entry) => closure(entry, (target) => /\/chunks\/mount-[A-Z0-9]+\.js$/.test(target));
const total = (files) => files.reduce((sum, file) => sum + gzipSize(file), 0);

const WIDGETS = [
  ['@vitrine/widget-opening-hours', 'widget-opening-hours.js'],
  ['@vitrine/widget-bake-schedule', 'widget-bake-schedule.js'],
  ['@vitrine-examples/widget-countdown', 'widget-countdown.js'],
  ['@vitrine/widget-form', 'widget-form.js'],
  ['@vitrine/widget-geo', 'widget-geo.js'],
];
/** Issue budgets for what a widget downloads when it starts, React excluded. */
const BUDGETS = { '@vitrine/widget-form': 15 * 1024, '@vitrine/widget-geo': 12 * 1024 };

console.log('widget downloads, gzip -9 (nothing of this is on a page without widgets)');
for (const [name, file] of WIDGETS) {
  const entry = join(packageDir(name), 'dist/cdn', file);
  const files = onStart(entry);
  const budget = BUDGETS[name];
  const over = budget !== undefined && total(files) > budget;
  console.log(
    `  ${name.padEnd(36)} entry ${kb(gzipSize(entry)).padStart(8)}   with its mount code ${kb(total(files)).padStart(8)}${budget ? ` of ${kb(budget)} budget${over ? '  OVER BUDGET' : ''}` : ''}`,
  );
  // Chunks only a page that needs them downloads (a form's date picker, say), each with what it adds.
  const started = new Set(files);
  const lazy = closure(entry).filter(
    // Shared chunks (`chunk-…`) are counted with the named chunks that import them.
    (chunk) =>
      !started.has(chunk) &&
      !/\/chunks\/chunk-/.test(chunk) &&
      /\/chunks\/[a-z]+(?:-[a-z]+)*-[A-Z0-9]+\.js$/.test(chunk),
  );
  for (const chunk of lazy) {
    const added = closure(chunk).filter((dependency) => !started.has(dependency));
    const label = chunk.replace(/^.*\/chunks\/(.+)-[A-Z0-9]+\.js$/, '$1');
    console.log(`      on first need: ${label.padEnd(22)} +${kb(total(added)).padStart(8)}`);
  }
}

// The contact form's other sources: their chunk (`mount-file-sources` above) is fetched only by forms whose
// config has a file picker, and Filestack's library only on the first click on their button, from Filestack's CDN. Its code has no place in
// our build: a bundled copy of filestack-js would carry its API hosts, which the widget itself never names.
const formFiles = closure(join(packageDir('@vitrine/widget-form'), 'dist/cdn/widget-form.js'));
const FILESTACK_SCRIPT_URL = 'https://static.filestackapi.com/filestack-js/4.x.x/filestack.min.js';
const sourcesChunk = formFiles.find((file) => /\/mount-file-sources-[^/]*\.js$/.test(file));
const naming = (pattern) => formFiles.filter((file) => pattern.test(readFileSync(file, 'utf8')));
const bundledFilestack = naming(/(?:upload|cloud|process)\.filestackapi\.com/);
const scriptUrlIn = formFiles.filter((file) => readFileSync(file, 'utf8').includes(FILESTACK_SCRIPT_URL));
const where = (files) =>
  files.map((file) => file.slice(file.indexOf('dist/cdn/') + 9)).join(', ') || 'nowhere';
console.log(
  `    Filestack's picker library: ${bundledFilestack.length === 0 ? 'not in the CDN build' : `BUNDLED in ${where(bundledFilestack)}`}; ` +
    `${FILESTACK_SCRIPT_URL} appears only in ${where(scriptUrlIn)}${scriptUrlIn.length === 1 && scriptUrlIn[0] === sourcesChunk ? ', which loads it on the first click' : '  (EXPECTED ONLY IN THE BUTTON CHUNK)'}`,
);

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

const vendorDir = join(packageDir('@vitrine/demo-site'), 'dist/public/cdn/vendor');
const react = total([
  ...new Set(
    ['react.js', 'react-dom-client.js', 'react-jsx-runtime.js'].flatMap((file) =>
      closure(join(vendorDir, file)),
    ),
  ),
]);
console.log(`  React + ReactDOM (shared, once)      ${kb(react)}`);

console.log(
  `  a page's first React widget, all in: ${kb(host + widgetApi + widgetApiReact + react + total(closure(join(packageDir(WIDGETS[0][0]), 'dist/cdn', WIDGETS[0][1]))))}`,
);
