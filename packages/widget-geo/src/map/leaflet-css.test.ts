import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { LEAFLET_CSS, LEAFLET_CSS_VERSION } from './leaflet-css.generated';

const require = createRequire(import.meta.url);

describe('the Leaflet stylesheet copy', () => {
  it('is the installed Leaflet’s (run `node scripts/leaflet-css.mjs` after an upgrade)', () => {
    expect(LEAFLET_CSS_VERSION).toBe(require('leaflet/package.json').version);
    expect(LEAFLET_CSS).toBe(readFileSync(require.resolve('leaflet/dist/leaflet.css'), 'utf8'));
  });
});
