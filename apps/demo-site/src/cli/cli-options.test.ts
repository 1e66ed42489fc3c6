import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DB_PATH } from '../app-paths';
import {
  checkPagePassword,
  parsePagePasswordOptions,
  parseRepublishOptions,
  parseServerOptions,
  UsageError,
} from './cli-options';

describe('parseServerOptions', () => {
  it('defaults to port 4321, the app database, no admin endpoints and the default limits', () => {
    expect(parseServerOptions([], {})).toEqual({
      port: 4321,
      dbPath: DEFAULT_DB_PATH,
      admin: false,
      corsOrigins: [],
      rateLimits: {},
      retention: { logs: {} },
      connectionLimits: {},
    });
  });

  it('reads the owner password, the site origin and the limits', () => {
    const argv = [
      '--owner-password',
      'correct horse',
      '--site-origin',
      'https://bakery.example/',
      '--cors-origin',
      'https://bakery.example',
      '--cors-origin',
      'http://127.0.0.1:8080',
      '--rate-limit',
      'forms=3/60',
      '--rate-limit',
      'logs=100/10',
      '--log-retention-days',
      '7',
      '--log-retention-rows',
      '5000',
      '--uploads-quota-mb',
      '20',
      '--log-retention-mb',
      '50',
      '--write-queue',
      '40',
      '--client-connections',
      '64',
      '--client-bodies',
      '4',
      '--headers-timeout-s',
      '5',
      '--idle-timeout-s',
      '20',
      '--keep-alive-timeout-s',
      '2',
      '--body-grace-s',
      '3',
      '--body-min-rate',
      '2048',
      '--rate-limit',
      'log-bytes=4096/60',
      '--consent-mode',
      'notice',
    ];
    expect(parseServerOptions(argv, {})).toMatchObject({
      ownerPassword: 'correct horse',
      siteOrigin: 'https://bakery.example',
      corsOrigins: ['https://bakery.example', 'http://127.0.0.1:8080'],
      rateLimits: {
        forms: { capacity: 3, perSeconds: 60 },
        logs: { capacity: 100, perSeconds: 10 },
        'log-bytes': { capacity: 4096, perSeconds: 60 },
      },
      retention: { logs: { days: 7, rows: 5000, bytes: 50 * 1024 * 1024 } },
      uploadsQuotaBytes: 20 * 1024 * 1024,
      maxQueuedWrites: 40,
      connectionLimits: {
        connectionsPerClient: 64,
        bodiesPerClient: 4,
        headersTimeoutMs: 5000,
        idleTimeoutMs: 20_000,
        keepAliveTimeoutMs: 2000,
        bodyGraceMs: 3000,
        bodyMinBytesPerSecond: 2048,
      },
      consentMode: 'notice',
    });
    // Without the flag the site keeps its own mode (the demo's `opt-in`).
    expect(parseServerOptions([], {})).not.toHaveProperty('consentMode');
    expect(
      parseServerOptions([], {
        VITRINE_OWNER_PASSWORD: 'from the env',
        VITRINE_SITE_ORIGIN: 'http://a.example',
      }),
    ).toMatchObject({ ownerPassword: 'from the env', siteOrigin: 'http://a.example' });
  });

  it('reads flags before the environment', () => {
    const env = { PORT: '8080', VITRINE_DB: '/tmp/env.db', VITRINE_DEMO_ADMIN: '0' };
    expect(parseServerOptions(['--port', '0', '--db', 'data/x.db', '--admin'], env)).toMatchObject({
      port: 0,
      dbPath: resolve('data/x.db'),
      admin: true,
    });
    expect(parseServerOptions([], { ...env, VITRINE_DEMO_ADMIN: '1' })).toMatchObject({
      port: 8080,
      dbPath: '/tmp/env.db',
      admin: true,
    });
  });

  it.each([
    ['--port', 'http'],
    ['--port', '70000'],
    ['--port', '-1'],
    ['--verbose'],
    ['--owner-password', 'short'],
    ['--site-origin', 'https://bakery.example/path'],
    ['--site-origin', 'ftp://bakery.example'],
    ['--cors-origin', 'https://bakery.example/path'],
    ['--rate-limit', 'forms=3'],
    ['--rate-limit', 'everything=3/60'],
    ['--rate-limit', 'forms=0/60'],
    ['--log-retention-days', '0'],
    ['--uploads-quota-mb', 'lots'],
    ['--consent-mode', 'opt-out'],
  ])('rejects %s %s as a usage error', (...argv) => {
    expect(() => parseServerOptions(argv, {})).toThrow(UsageError);
  });
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

describe('the page password command', () => {
  it('names one page and the database; the password is one line of at least 6 characters', () => {
    expect(parsePagePasswordOptions(['wholesale', '--db', 'data/x.db'], {})).toEqual({
      alias: 'wholesale',
      dbPath: resolve('data/x.db'),
    });
    expect(() => parsePagePasswordOptions([], {})).toThrow(UsageError);
    expect(checkPagePassword('new rye 2027\n')).toBe('new rye 2027');
    expect(() => checkPagePassword('short\n')).toThrow(UsageError);
    expect(() => checkPagePassword(undefined)).toThrow(UsageError);
  });
});
