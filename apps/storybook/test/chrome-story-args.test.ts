/// <reference types="vite/client" />
// The chrome stories' controls edit values only: each story's args are plain data (markup, mode, site
// parameters) and its script (what runs before core, what the visitor does) stays out of them, in
// `parameters.chrome`, where the controls panel does not look.
import { describe, expect, it } from 'vitest';

interface StoryModule {
  default: { args?: Record<string, unknown>; argTypes?: Record<string, unknown>; parameters?: object };
  [story: string]: unknown;
}

const modules = import.meta.glob<StoryModule>('../src/chrome/*.stories.tsx', { eager: true });

/** Where a value holds a function, as a path (`args.play`); empty when it is plain data. */
function functionsIn(value: unknown, path: string): string[] {
  if (typeof value === 'function') return [path];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, each]) => functionsIn(each, `${path}.${key}`));
  return [];
}

const stories = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(module).map(([name, story]) => [`${file.replace(/^.*\//, '')} ${name}`, story] as const),
);

describe('the chrome stories', () => {
  it('are all found', () => {
    expect(Object.keys(modules)).toHaveLength(7);
  });

  it.each(stories)('%s: its args are values a control can edit', (_, story) => {
    const { args } = story as { args?: Record<string, unknown> };
    expect(functionsIn(args, 'args')).toEqual([]);
    for (const key of Object.keys(args ?? {})) expect(['markup', 'mode', 'params']).toContain(key);
  });

  it.each(Object.entries(modules))(
    '%s: its controls are the markup, the mode and the site parameters',
    (_, module) => {
      expect(Object.keys(module.default.argTypes ?? {})).toEqual(['markup', 'mode', 'params']);
    },
  );

  it('keeps the scripts of the stories that act in their parameters', () => {
    const scripted = stories.flatMap(([name, story]) =>
      (story as { parameters?: { chrome?: object } }).parameters?.chrome ? [name] : [],
    );
    expect(scripted).toEqual(
      expect.arrayContaining(['Drawer.stories.tsx OpenFromTheSide', 'NavMore.stories.tsx Expanded']),
    );
  });
});
