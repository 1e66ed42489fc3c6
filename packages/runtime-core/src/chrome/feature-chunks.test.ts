import { describe, expect, it } from 'vitest';
import { ChromeFeature } from '../markup/chrome';
import { CHROME_FEATURE_CHUNKS } from './feature-chunks';

describe('chrome features', () => {
  it('has one chunk per chrome root attribute, each with a start', async () => {
    expect(CHROME_FEATURE_CHUNKS.map(([name]) => `data-vitrine-${name}`).sort()).toEqual(
      Object.values(ChromeFeature).sort(),
    );
    for (const [, chunk] of CHROME_FEATURE_CHUNKS) expect(typeof (await chunk()).start).toBe('function');
  });
});
