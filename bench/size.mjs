// Gzipped size of runtime-core's CDN build: what every page downloads (the entry and its static imports)
// against the 8.5 KB budget, and what the first navigation adds (the lazily imported engine).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { kb } from './format.mjs';

// 8 KB until issue 28 put dmAPI's synchronous members on the page at boot (core-runtime spec §2).
const BUDGET_BYTES = 8.5 * 1024;
const require = createRequire(import.meta.url);
const cdnDir = join(dirname(require.resolve('@vitrine/runtime-core/package.json')), 'dist/cdn');

function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Follows `import … from './x.js'` (static) and `import('./x.js')` (dynamic) edges of an esbuild output. */
function imports(file) {
  const source = readFileSync(file, 'utf8');
  const staticImports = [
    ...source.matchAll(/(?:^|[;}\s])import\s*(?:[^'"()]*?from\s*)?["'](\.[^"']+)["']/g),
  ].map((m) => m[1]);
  const dynamicImports = [...source.matchAll(/import\(\s*["'](\.[^"']+)["']\s*\)/g)].map((m) => m[1]);
  const absolute = (spec) => resolve(dirname(file), spec);
  return { staticImports: staticImports.map(absolute), dynamicImports: dynamicImports.map(absolute) };
}

function closure(entry) {
  const seen = new Set();
  const lazy = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const { staticImports, dynamicImports } = imports(file);
    for (const next of staticImports) visit(next);
    for (const next of dynamicImports) lazy.add(next);
  };
  visit(entry);
  return { files: [...seen], lazy: [...lazy].filter((file) => !seen.has(file)) };
}

const entry = join(cdnDir, 'runtime-core.js');
const critical = closure(entry);
const criticalBytes = critical.files.reduce((sum, file) => sum + gzipSize(file), 0);
const lazyFiles = new Set();
for (const file of critical.lazy) for (const dependency of closure(file).files) lazyFiles.add(dependency);
for (const file of critical.files) lazyFiles.delete(file);
const lazyBytes = [...lazyFiles].reduce((sum, file) => sum + gzipSize(file), 0);

const rows = [
  ...critical.files.map((file) => ['critical', file.slice(cdnDir.length + 1), gzipSize(file)]),
  ...[...lazyFiles].map((file) => [
    /engine-/.test(file) ? 'first navigation' : 'on demand',
    file.slice(cdnDir.length + 1),
    gzipSize(file),
  ]),
];
console.log('runtime-core CDN build, gzip -9');
for (const [kind, file, bytes] of rows)
  console.log(`  ${kind.padEnd(17)} ${file.padEnd(40)} ${kb(bytes).padStart(9)}`);
console.log(
  `  critical path (a page with no widgets, before any navigation): ${kb(criticalBytes)} of ${kb(BUDGET_BYTES)} budget${criticalBytes > BUDGET_BYTES ? '  OVER BUDGET' : ''}`,
);
console.log(
  `  loaded later (the engine on the first navigation, features when a page uses them): ${kb(lazyBytes)}`,
);
console.log(`  everything: ${kb(criticalBytes + lazyBytes)}`);
console.log(
  '  for reference, measured the same way: Turbo 8 25.2 KB, swup 4 8.4 KB (16.8 KB with plugins), barba 2 9.9 KB',
);

// The site chrome (drawer, navigation More/Less, …): each feature with the chunks it imports, which is what a
// page with that feature's markup adds, against the 3 KB each may cost.
const CHROME_FEATURES = [
  'drawer',
  'nav-more',
  'language-switcher',
  'back-to-top',
  'cookie-notice',
  'click-to',
  'powered-by',
];
const FEATURE_BUDGET_BYTES = 3 * 1024;
console.log('site chrome features (each with the chunks it imports), gzip -9');
for (const feature of CHROME_FEATURES) {
  const file = critical.lazy.find((path) => new RegExp(`/chunks/${feature}-[^/]+\\.js$`).test(path));
  if (!file) {
    console.log(`  ${feature.padEnd(20)} not built`);
    continue;
  }
  const bytes = closure(file)
    .files.filter((path) => !critical.files.includes(path))
    .reduce((sum, path) => sum + gzipSize(path), 0);
  console.log(
    `  ${feature.padEnd(20)} ${kb(bytes).padStart(9)} of ${kb(FEATURE_BUDGET_BYTES)}${bytes > FEATURE_BUDGET_BYTES ? '  OVER BUDGET' : ''}`,
  );
}
