import { expect, test } from './fixtures';
import { axeViolations, CONTENT, openSite, requestsTo } from './support';

const GEO_MODULE = '/cdn/widget-geo/widget-geo.js';
const LEAFLET_CHUNK = '/cdn/widget-geo/chunks/leaflet-src-';
const GEOCODER_CHUNK = '/cdn/widget-geo/chunks/geocoder-';

interface GeoResult {
  x: number;
  y: number;
  label: string;
  raw: Record<string, unknown>;
}
type MapsApi = {
  geocode(query: string): Promise<GeoResult[]>;
  geocodeSuggest(query: string): Promise<GeoResult[]>;
  drawMap(options: Record<string, unknown>): Promise<{ lat: number; lng: number; label?: string }>;
};

test.describe('dmAPI maps and geocoding', () => {
  test('the delivery check custom widget geocodes an address with the demo gazetteer and draws it on a map', async ({
    page,
  }) => {
    const geoModule = requestsTo(page, GEO_MODULE);
    const leaflet = requestsTo(page, LEAFLET_CHUNK);
    const geocode = requestsTo(page, '/_demo/geocode/search');
    await openSite(page, 'delivery');
    const widget = page.locator('#delivery-check');
    const address = widget.getByLabel('Your address');
    await expect(address).toBeVisible();
    // No map widget on this page: nothing of the maps package until the visitor asks.
    expect(geoModule).toEqual([]);

    // Suggestions while typing (dmAPI.geocodeSuggest), from the demo's gazetteer.
    await address.fill('Cedar Street');
    await expect(widget.locator('datalist option')).toHaveCount(1);
    await expect(widget.locator('datalist option')).toHaveAttribute(
      'value',
      '221 Cedar Street, Port Alder, OR 97001',
    );
    expect(new URL(geocode[0]!).searchParams.get('limit')).toBe('5');

    await widget.getByRole('button', { name: 'Check' }).click();
    await expect(widget.getByRole('status')).toHaveText(
      /^221 Cedar Street, Port Alder, OR 97001 is 0\.\d km from the bakery: we deliver there\.$/,
    );
    const map = page.getByRole('region', { name: 'Map of 221 Cedar Street, Port Alder, OR 97001' });
    await expect(map).toHaveAttribute('data-map-ready', 'true');
    await expect(widget).toHaveAttribute('data-state', 'delivers');
    await expect(map.locator('.vw-geo-pin')).toHaveCount(1);
    // The site's map settings: the demo's tiles and their credit.
    await expect(map.locator('.leaflet-control-attribution')).toContainText('Demo tiles');
    await expect(map.locator('img.leaflet-tile').first()).toHaveAttribute('src', /\/_demo\/tiles\/15\//);
    // The maps package came once, from the import map, and Leaflet with the first map.
    expect(geoModule).toHaveLength(1);
    expect(leaflet).toHaveLength(1);

    expect(await axeViolations(page, '#delivery-check')).toEqual([]);

    await address.fill('Atlantis');
    await widget.getByRole('button', { name: 'Check' }).click();
    await expect(widget.getByRole('status')).toHaveText(
      'We could not find “Atlantis”. Try the street and the town.',
    );
    await expect(widget.locator('.delivery-check__map')).toBeHidden();
  });

  test('page code gets geocode results from the demo gazetteer and draws a map on a page without maps', async ({
    page,
  }) => {
    const geoModule = requestsTo(page, GEO_MODULE);
    await openSite(page, 'about');
    const outcome = await page.evaluate(async (content) => {
      const api = (window as unknown as { dmAPI: MapsApi }).dmAPI;
      const results = await api.geocode('Northside Kiosk');
      const none = await api.geocode('Nowhere Lane');
      const container = document.createElement('div');
      container.id = 'page-code-map';
      document.querySelector(content)!.append(container);
      const drawn = await api.drawMap({ container: '#page-code-map', address: 'Northside Kiosk', zoom: 16 });
      const missing = await api.drawMap({ container: '#no-such-map', lat: 1, lng: 2 }).then(
        () => 'drawn',
        (error: Error) => error.message,
      );
      return { results, none, drawn: { lat: drawn.lat, lng: drawn.lng, label: drawn.label }, missing };
    }, CONTENT);

    expect(outcome.results).toEqual([
      {
        x: -123.8298,
        y: 45.5352,
        label: 'Corner of Birch Ave & 9th, Port Alder, OR 97003',
        raw: expect.objectContaining({ licence: 'Demo gazetteer of the Harbor & Rye site' }),
        bounds: expect.any(Object),
      },
    ]);
    expect(outcome.none).toEqual([]);
    expect(outcome.drawn).toEqual({
      lat: 45.5352,
      lng: -123.8298,
      label: 'Corner of Birch Ave & 9th, Port Alder, OR 97003',
    });
    expect(outcome.missing).toBe('dmAPI.drawMap: no element on the page matches "#no-such-map"');
    const map = page.getByRole('region', { name: 'Map' });
    await expect(map).toHaveAttribute('data-map-ready', 'true');
    await expect(map).toHaveClass(/leaflet-container/);
    await expect(map.locator('.vw-geo-pin[title="Map"]')).toHaveCount(1);
    // No height of its own: the map took the 200 px fallback.
    expect((await map.boundingBox())?.height).toBe(200);
    expect(geoModule).toHaveLength(1);
  });

  test('page code drawing a map at given coordinates downloads no geocoder; its first lookup does', async ({
    page,
  }) => {
    const geocoder = requestsTo(page, GEOCODER_CHUNK);
    await openSite(page, 'about');
    const drawn = await page.evaluate(async (content) => {
      const container = document.createElement('div');
      container.id = 'coordinates-map';
      document.querySelector(content)!.append(container);
      const api = (window as unknown as { dmAPI: MapsApi }).dmAPI;
      return api.drawMap({ container: '#coordinates-map', lat: 45.5352, lng: -123.8298, title: 'Kiosk' });
    }, CONTENT);
    expect(drawn).toMatchObject({ lat: 45.5352, lng: -123.8298 });
    await expect(page.getByRole('region', { name: 'Kiosk' })).toHaveAttribute('data-map-ready', 'true');
    expect(geocoder).toEqual([]);

    const labels = await page.evaluate(async () =>
      (await (window as unknown as { dmAPI: MapsApi }).dmAPI.geocode('Northside Kiosk')).map(
        (result) => result.label,
      ),
    );
    expect(labels).toEqual(['Corner of Birch Ave & 9th, Port Alder, OR 97003']);
    expect(geocoder).toHaveLength(1);
  });

  test('on a page whose map widget already loaded the package, the API uses it without loading it again', async ({
    page,
  }) => {
    const geoModule = requestsTo(page, GEO_MODULE);
    await openSite(page, 'find-us');
    await expect(page.locator('[data-vitrine-widget="geo-locations"] .vw-geo__list > li')).toHaveCount(5);
    const labels = await page.evaluate(async () =>
      (await (window as unknown as { dmAPI: MapsApi }).dmAPI.geocodeSuggest('Port Alder')).map(
        (result) => result.label,
      ),
    );
    // Every place of the gazetteer in Port Alder (Rye Lane is in Alder Falls).
    expect(labels).toHaveLength(4);
    expect(labels).toContain('14 Harbor Street, Port Alder, OR 97001');
    expect(geoModule).toHaveLength(1);
  });
});
