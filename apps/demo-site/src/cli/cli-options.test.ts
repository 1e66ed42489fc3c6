import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DB_PATH } from '../app-paths';
import { parseRepublishOptions, parseServerOptions, UsageError } from './cli-options';

describe('parseServerOptions', () => {
  it('defaults to port 4321, the app database and no admin endpoints', () => {
    expect(parseServerOptions([], {})).toEqual({ port: 4321, dbPath: DEFAULT_DB_PATH, admin: false });
  });

  it('reads flags before the environment', () => {
    const env = { PORT: '8080', VITRINE_DB: '/tmp/env.db', VITRINE_DEMO_ADMIN: '0' };
    expect(parseServerOptions(['--port', '0', '--db', 'data/x.db', '--admin'], env)).toEqual({
      port: 0,
      dbPath: resolve('data/x.db'),
      admin: true,
    });
    expect(parseServerOptions([], { ...env, VITRINE_DEMO_ADMIN: '1' })).toEqual({
      port: 8080,
      dbPath: '/tmp/env.db',
      admin: true,
    });
  });

  it.each([['--port', 'http'], ['--port', '70000'], ['--port', '-1'], ['--verbose']])(
    'rejects %s %s as a usage error',
    (...argv) => {
      expect(() => parseServerOptions(argv, {})).toThrow(UsageError);
    },
  );
});

describe('parseRepublishOptions', () => {
  it('takes one page alias and an optional database', () => {
    expect(parseRepublishOptions(['about', '--db', '/tmp/a.db'], {})).toEqual({
      alias: 'about',
      dbPath: '/tmp/a.db',
    });
    expect(parseRepublishOptions(['menu'], { VITRINE_DB: '/tmp/b.db' })).toEqual({
      alias: 'menu',
      dbPath: '/tmp/b.db',
    });
  });

  it.each([[[]], [['about', 'menu']], [['--db']]])('rejects %j', (argv) => {
    expect(() => parseRepublishOptions(argv, {})).toThrow(UsageError);
  });
});
