// Gzipped size of what a page downloads for widgets, on first need only: each widget package's CDN entry
// (its definition and config schema, which registers it) and mount chunk, widget-api's CDN modules, core's
// widget host chunk, and the one React every widget shares through the import map. Each widget bundles the few
// zod/mini checks it uses (about 4.5 KB): sharing all of zod/mini through the import map would cost 85 KB.
// widget-geo's zod/mini is about 11 KB: its geocoder's six provider response schemas use unions, tuples, pipes and
// transforms, and zod's core keeps the code of every kind of schema a bundle uses. A third-party library a widget
// loads in a chunk of its own (Leaflet) is counted apart, as information.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { kb } from './format.mjs';

const require = createRequire(import.meta.url);
const packageDir = (name) => dirname(require.resolve(`${name}/package.json`));
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** A module and every relative module it imports, statically or dynamically, but for the modules `apart` picks. */
function closure(entry, apart = () => false) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || apart(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:from\s*|import\(\s*)["'](\.[^"']+)["']/g))
      visit(resolve(dirname(file), match[1]));
  };
  visit(entry);
  return [...seen];
}
const total = (files) => files.reduce((sum, file) => sum + gzipSize(file), 0);

const WIDGETS = [
  ['@vitrine/widget-opening-hours', 'widget-opening-hours.js'],
  ['@vitrine/widget-bake-schedule', 'widget-bake-schedule.js'],
  ['@vitrine-examples/widget-countdown', 'widget-countdown.js'],
  ['@vitrine/widget-form', 'widget-form.js'],
  ['@vitrine/widget-geo', 'widget-geo.js'],
];
/** Issue budgets for a widget's own code on the CDN, React (and a library in a chunk of its own) excluded. */
const BUDGETS = { '@vitrine/widget-form': 15 * 1024, '@vitrine/widget-geo': 12 * 1024 };
/** Libraries bundled into chunks of their own, downloaded only when first used: reported apart. */
const APART = {
  '@vitrine/widget-geo': {
    what: 'Leaflet 1.9.4 and its CSS (with the first map shown)',
    test: (file) => /\/chunks\/leaflet-(src|css\.generated)-[^/]+\.js$/.test(file),
  },
};

console.log('widget downloads, gzip -9 (nothing of this is on a page without widgets)');
for (const [name, file] of WIDGETS) {
  const entry = join(packageDir(name), 'dist/cdn', file);
  const apart = APART[name];
  const files = closure(entry, apart?.test);
  const budget = BUDGETS[name];
  const over = budget !== undefined && total(files) > budget;
  console.log(
    `  ${name.padEnd(36)} entry ${kb(gzipSize(entry)).padStart(8)}   with its mount code ${kb(total(files)).padStart(8)}${budget ? ` of ${kb(budget)} budget${over ? '  OVER BUDGET' : ''}` : ''}`,
  );
  if (apart) {
    const own = new Set(files);
    const library = [...new Set(closure(entry).filter((chunk) => !own.has(chunk)))];
    console.log(`    + ${apart.what}: ${kb(total(library))}, not in the budget`);
  }
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
