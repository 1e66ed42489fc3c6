import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script, without types.
import { VENDOR_CSS as SOURCES, vendorCss, versionOf } from '../../scripts/vendor-css.mjs';
import * as swiper from '../slider/swiper-css.generated';
import * as photoswipe from './photoswipe-css.generated';

const copies: Record<string, { VENDOR_CSS: string; VENDOR_CSS_VERSION: string }> = {
  'src/lightbox/photoswipe-css.generated.ts': photoswipe,
  'src/slider/swiper-css.generated.ts': swiper,
};

describe('the PhotoSwipe and Swiper stylesheet copies', () => {
  for (const [target, [name, files]] of Object.entries(SOURCES as Record<string, [string, string[]]>))
    it(`${target} is the installed ${name}'s (run \`node scripts/vendor-css.mjs\` after an upgrade)`, () => {
      expect(copies[target]?.VENDOR_CSS_VERSION).toBe(versionOf(files[0]));
      expect(copies[target]?.VENDOR_CSS).toBe(vendorCss(files));
    });
});
