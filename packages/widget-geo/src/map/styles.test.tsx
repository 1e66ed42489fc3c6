// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { parseConfig } from '@vitrine/widget-api';
import { createTestContext } from '@vitrine/widget-api/testing';
import type { ReactElement } from 'react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inlineMapConfig } from '../inline-map/config';
import { InlineMap } from '../inline-map/InlineMap';
import { geoLocationsConfig } from '../locations/config';
import { GeoLocations } from '../locations/GeoLocations';
import { encodeLocations } from '../locations/locations';

vi.mock('./LeafletMap', () => ({ LeafletMap: () => null }));

afterEach(() => {
  cleanup();
  for (const style of document.querySelectorAll('style[data-vitrine-style]')) style.remove();
});

/**
 * Whether the widgets' styles were in the document when the layout effects of the commit that first showed
 * `widget` ran: that commit is what the browser paints next, so without them a first frame shows the widget
 * unstyled and then shifts the page when they arrive (Lighthouse counted 0.15 of layout shift on a page).
 */
function styledBeforeFirstPaint(widget: ReactElement): boolean {
  const seen = { styled: false };
  render(
    <>
      {widget}
      <AfterTheWidget seen={seen} />
    </>,
  );
  return seen.styled;
}

/** Rendered after the widget: its layout effect runs after the widget's own, in the same commit. */
function AfterTheWidget({ seen }: { seen: { styled: boolean } }) {
  useLayoutEffect(() => {
    seen.styled = document.querySelector('style[data-vitrine-style="widget-geo"]') !== null;
  }, [seen]);
  return null;
}

describe("the geo widgets' styles", () => {
  it('are in the document before the locations widget is first painted', async () => {
    const parsed = await parseConfig(geoLocationsConfig, {
      locations: encodeLocations([
        { uniqueId: 'harbor', latitude: 45.52, longitude: -123.84, title: 'Harbor' },
      ]),
    });
    if (!parsed.ok) throw new Error(parsed.problems.join('; '));
    expect(
      styledBeforeFirstPaint(
        <GeoLocations config={parsed.config} context={createTestContext(parsed.config)} />,
      ),
    ).toBe(true);
  });

  it('are in the document before the inline map is first painted', async () => {
    const parsed = await parseConfig(inlineMapConfig, { lat: 45.52, lng: -123.84 });
    if (!parsed.ok) throw new Error(parsed.problems.join('; '));
    expect(
      styledBeforeFirstPaint(<InlineMap config={parsed.config} context={createTestContext(parsed.config)} />),
    ).toBe(true);
  });
});
