// Packing (`pnpm pack`, `pnpm publish`): the `@vitrine/source` export condition points at TypeScript source
// that only this repository's tests and builds read, and `src/` is not published, so it is left out of the
// published package.json.
const SOURCE_CONDITION = '@vitrine/source';

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
      return pkg;
    },
  },
};
