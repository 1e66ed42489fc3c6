// Packing (`pnpm pack`, `pnpm publish`): the `@vitrine/source` export condition points at TypeScript source
// that only this repository's tests and builds read, and `src/` is not published, so it is left out of the
// published package.json. So are devDependencies on the workspace's unpublished packages (`@vitrine/module-graph`):
// a build takes them in (`PackageBuild.inline`), and the published manifest names nothing that cannot be had.
const { readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

const SOURCE_CONDITION = '@vitrine/source';
const UNPUBLISHED = new Set(
  readdirSync(join(__dirname, 'packages'))
    .map((folder) => JSON.parse(readFileSync(join(__dirname, 'packages', folder, 'package.json'), 'utf8')))
    .filter((manifest) => manifest.private)
    .map((manifest) => manifest.name),
);

function withoutSourceCondition(exports) {
  if (Array.isArray(exports)) return exports.map(withoutSourceCondition);
  if (exports === null || typeof exports !== 'object') return exports;
  const kept = {};
  for (const [key, value] of Object.entries(exports))
    if (key !== SOURCE_CONDITION) kept[key] = withoutSourceCondition(value);
  return kept;
}

module.exports = {
  hooks: {
    beforePacking(pkg) {
      if (pkg.exports) pkg.exports = withoutSourceCondition(pkg.exports);
      for (const name of Object.keys(pkg.devDependencies ?? {}))
        if (UNPUBLISHED.has(name)) delete pkg.devDependencies[name];
      return pkg;
    },
  },
};
