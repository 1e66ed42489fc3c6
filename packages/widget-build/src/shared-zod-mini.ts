import type { Plugin } from 'esbuild';

/**
 * What the page's shared `zod/mini` module exports (`vendor/zod-mini.js` in widget-api's CDN build): the
 * schemas and checks widget configs are written with. Every widget package on a page takes these from that
 * one module instead of bundling its own copy. Left out on purpose, each for its size on every page that has
 * a widget: `catch` (2.9 KB gz), the string formats (`email`, `url`, `iso`, …), locales, JSON Schema
 * conversion and the `core` namespace. A widget that needs them builds with `sharedZodMini: false`.
 */
export const SHARED_ZOD_MINI_EXPORTS = [
  // schemas
  'object',
  'looseObject',
  'strictObject',
  'string',
  'number',
  'int',
  'boolean',
  'literal',
  'enum',
  'array',
  'tuple',
  'record',
  'union',
  'discriminatedUnion',
  'unknown',
  // wrappers
  'optional',
  'nullable',
  'nullish',
  '_default',
  'prefault',
  'pipe',
  'transform',
  // checks
  'check',
  'refine',
  'minLength',
  'maxLength',
  'length',
  'gt',
  'gte',
  'lt',
  'lte',
  'positive',
  'nonnegative',
  'multipleOf',
  'regex',
  'trim',
  // parsing
  'parse',
  'safeParse',
  'parseAsync',
  'safeParseAsync',
] as const;

export const ZOD_MINI = 'zod/mini';
const NAMESPACE = 'vitrine-shared-zod-mini';

/** The module text that re-exports exactly the shared names from `zod/mini`. */
export function sharedZodMiniSource(): string {
  return `export { ${SHARED_ZOD_MINI_EXPORTS.join(', ')} } from ${JSON.stringify(ZOD_MINI)};\n`;
}

/**
 * What a widget's own `zod/mini` imports are routed through: a module that exports only the shared names, each
 * read from the page's module. Reading them from a namespace import (not re-exporting them) lets esbuild drop
 * the ones the widget does not use, so the output asks only for those and Rollup's pass after it has no unused
 * import to warn about.
 */
function sharedZodMiniFacade(): string {
  return [
    `import * as shared from ${JSON.stringify(ZOD_MINI)};`,
    // Through a local binding: `enum` is a name to export but not to declare.
    ...SHARED_ZOD_MINI_EXPORTS.map((name) => `const shared_${name} = shared.${name};`),
    `export { ${SHARED_ZOD_MINI_EXPORTS.map((name) => `shared_${name} as ${name}`).join(', ')} };`,
  ].join('\n');
}

/**
 * Leaves `zod/mini` to the page's import map, and fails the build when the code uses a name the shared
 * module does not export, instead of a page that breaks when the widget loads. Imports of `zod/mini` are
 * routed through a module that exports only the shared names, so esbuild reports any other name as
 * `import-is-undefined`, which the build turns into an error. The output reads only the names it uses.
 */
export function sharedZodMiniPlugin(): Plugin {
  return {
    name: 'vitrine-shared-zod-mini',
    setup(build) {
      build.initialOptions.logOverride = {
        ...build.initialOptions.logOverride,
        'import-is-undefined': 'error',
      };
      build.onResolve({ filter: /^zod\/mini$/ }, (args) =>
        args.namespace === NAMESPACE
          ? { path: ZOD_MINI, external: true }
          : { path: ZOD_MINI, namespace: NAMESPACE },
      );
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, () => ({
        contents: sharedZodMiniFacade(),
        loader: 'js',
      }));
      build.onEnd((result) => {
        if (result.errors.some((error) => error.text.includes(`"${NAMESPACE}:`)))
          console.error(
            `[widget-build] the page's shared zod/mini exports only: ${SHARED_ZOD_MINI_EXPORTS.join(', ')}. ` +
              'Use those, or build with sharedZodMini: false to bundle zod/mini into this package.',
          );
      });
    },
  };
}
