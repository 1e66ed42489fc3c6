import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, openSite, requestsTo } from './support';

const finder = (page: Page) => page.locator('[data-vitrine-widget="geo-locations"]');
const mapOf = (page: Page, name: string) => page.getByRole('region', { name });
const ALL_MAP = 'Map of our locations';
const LEAFLET_CHUNK = '/cdn/widget-geo/chunks/leaflet-src-';
const GEOCODER_CHUNK = '/cdn/widget-geo/chunks/geocoder-';
const DRAW_MAP_CHUNK = '/cdn/widget-geo/chunks/draw-map-';
const TILES_CHUNK = '/cdn/widget-geo/chunks/tile-providers-';

test.describe('geo locations widget (Find us)', () => {
  test('lists the locations, toggles to a map and back, opens one location and returns', async ({ page }) => {
    const leaflet = requestsTo(page, LEAFLET_CHUNK);
    const drawMap = requestsTo(page, DRAW_MAP_CHUNK);
    const tileCode = requestsTo(page, TILES_CHUNK);
    const geocoder = requestsTo(page, GEOCODER_CHUNK);
    const tiles = requestsTo(page, '/_demo/tiles/');
    await openSite(page, 'find-us');
    const items = finder(page).locator('.vw-geo__list > li');
    await expect(items).toHaveCount(5);
    await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    // The list needs no map: neither Leaflet nor the code that draws maps and picks their tiles is downloaded yet
    // (had the list asked for them, the counts of one each after the toggle below would be two).
    expect(leaflet).toEqual([]);
    expect([...drawMap, ...tileCode]).toEqual([]);

    await page.getByRole('button', { name: 'Map' }).click();
    await expect(page.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
    await expect(mapOf(page, ALL_MAP)).toHaveAttribute('data-map-ready', 'true');
    await expect(mapOf(page, ALL_MAP).locator('.vw-geo-pin')).toHaveCount(5);
    await expect(items).toHaveCount(0);
    expect(leaflet).toHaveLength(1);
    expect(drawMap).toHaveLength(1);
    expect(tileCode).toHaveLength(1);
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    // Leaflet's stylesheet came with it, once, from the package.
    await expect(page.locator('style[data-vitrine-style="leaflet"]')).toHaveCount(1);

    await mapOf(page, ALL_MAP).locator('.vw-geo-pin[title="Northside Kiosk"]').click();
    await expect(page.getByRole('heading', { level: 3, name: 'Northside Kiosk' })).toBeFocused();
    await expect(mapOf(page, 'Map of Northside Kiosk')).toHaveAttribute('data-map-ready', 'true');
    await page.getByRole('button', { name: '← All locations' }).click();
    await expect(mapOf(page, ALL_MAP)).toBeVisible();

    await page.getByRole('button', { name: 'List' }).click();
    await items.filter({ hasText: 'Rye Lane Market stall' }).getByRole('button').click();
    await expect(page.getByRole('heading', { level: 3, name: 'Rye Lane Market stall' })).toBeVisible();
    await page.getByRole('button', { name: '← All locations' }).click();
    await expect(items).toHaveCount(5);
    await expect(items.filter({ hasText: 'Rye Lane Market stall' }).getByRole('button')).toBeFocused();
    // Its locations have coordinates: the widget never needs the geocoder.
    expect(geocoder).toEqual([]);
  });

  test('works from the keyboard, markers included', async ({ page }) => {
    await openSite(page, 'find-us');
    const lantern = finder(page).getByRole('button', { name: /The Lantern Café/ });
    await lantern.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 3, name: 'The Lantern Café (partner)' })).toBeFocused();
    await page.getByRole('button', { name: '← All locations' }).focus();
    await page.keyboard.press('Enter');
    await expect(lantern).toBeFocused();

    await page.getByRole('button', { name: 'Map' }).focus();
    await page.keyboard.press('Space');
    const pin = mapOf(page, ALL_MAP).locator('.vw-geo-pin[title="Saltmarsh Farmers’ Market stall"]');
    await expect(pin).toBeVisible();
    await pin.focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 3, name: 'Saltmarsh Farmers’ Market stall' }),
    ).toBeFocused();
  });

  test('the nearest-location button picks the closest location when the visitor shares a position', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['geolocation'], { origin: baseURL! });
    // A few streets from the Lantern Café, farther from Harbor Street.
    await context.setGeolocation({ latitude: 45.527, longitude: -123.8368 });
    await openSite(page, 'find-us');
    await page.getByRole('button', { name: 'Find the nearest location' }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'The Lantern Café (partner)' })).toBeVisible();
    await expect(finder(page).getByRole('status')).toHaveText(
      /^Nearest location: The Lantern Café \(partner\), 0\.1 km away$/,
    );

    await page.getByRole('button', { name: '← All locations' }).click();
    await context.setGeolocation({ latitude: 45.49, longitude: -123.775 });
    await page.getByRole('button', { name: 'Find the nearest location' }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Rye Lane Market stall' })).toBeVisible();
  });

  test('a refused position shows the permission alert', async ({ page, context }) => {
    await context.clearPermissions();
    await openSite(page, 'find-us');
    await page.getByRole('button', { name: 'Find the nearest location' }).click();
    await expect(finder(page).getByRole('alert')).toHaveText(
      'We do not have permission to access your location. Please enable access in your settings',
    );
    await expect(finder(page).locator('.vw-geo__list > li')).toHaveCount(5);
  });

  test('click-to-call and directions reach the public widget events', async ({ page }) => {
    await openSite(page, 'find-us');
    await page.evaluate(() => {
      const seen: unknown[] = [];
      (window as Window & { __events?: unknown[] }).__events = seen;
      const api = (
        window as unknown as { dmAPI: { subscribeEvent(name: string, fn: (payload: unknown) => void): void } }
      ).dmAPI;
      for (const name of ['event-ClickToCall', 'event-ClickToMap'])
        api.subscribeEvent(name, (payload: unknown) => seen.push([name, payload]));
    });
    await finder(page)
      .getByRole('button', { name: /Harbor Street bakery/ })
      .click();
    const call = page.getByRole('link', { name: 'Call (555) 010-0142' });
    await expect(call).toHaveAttribute('href', 'tel:5550100142');
    // Neither link may leave the page during the test.
    await page.evaluate(() => {
      for (const link of document.querySelectorAll('.vw-geo__actions a'))
        link.addEventListener('click', (event) => event.preventDefault());
    });
    await call.click();
    await page.getByRole('link', { name: /^Directions/ }).click();
    await expect
      .poll(() => page.evaluate(() => (window as Window & { __events?: unknown[] }).__events))
      .toEqual([
        [
          'event-ClickToCall',
          expect.objectContaining({ locationId: 'harbor-street', phone: '(555) 010-0142' }),
        ],
        ['event-ClickToMap', expect.objectContaining({ locationId: 'harbor-street', latitude: 45.5203 })],
      ]);
  });

  test('axe finds no violations in the list, the map and one location', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openSite(page, 'find-us');
    await expect(finder(page).locator('.vw-geo__list > li')).toHaveCount(5);
    const check = async (view: string) =>
      expect(await axeViolations(page, '[data-vitrine-widget="geo-locations"]'), view).toEqual([]);
    await check('list view');
    await page.getByRole('button', { name: 'Map' }).click();
    await expect(mapOf(page, ALL_MAP)).toHaveAttribute('data-map-ready', 'true');
    await check('map view');
    await mapOf(page, ALL_MAP).locator('.vw-geo-pin[title="Northside Kiosk"]').click();
    await expect(mapOf(page, 'Map of Northside Kiosk')).toHaveAttribute('data-map-ready', 'true');
    await check('single location');
  });
});

test.describe('inline map (Contact)', () => {
  test('geocodes the address with the demo geocoder and shows it, 200 px high, beside the contact form', async ({
    page,
  }) => {
    const geocode = requestsTo(page, '/_demo/geocode/search');
    const geocoder = requestsTo(page, GEOCODER_CHUNK);
    await openSite(page, 'contact');
    const map = page.locator('[data-vitrine-widget="inline-map"]');
    await map.scrollIntoViewIfNeeded();
    const region = mapOf(page, 'Map of Harbor & Rye, 14 Harbor Street');
    await expect(region).toHaveAttribute('data-map-ready', 'true');
    expect(geocode).toHaveLength(1);
    // The map has an address and no coordinates: the geocoder's chunk came, once, for it.
    expect(geocoder).toHaveLength(1);
    const query = new URL(geocode[0]!).searchParams;
    expect(query.get('q')).toBe('14 Harbor Street, Port Alder, OR 97001');
    expect(query.get('format')).toBe('json');
    expect((await region.boundingBox())?.height).toBe(200);
    await expect(region.locator('.vw-geo-pin')).toHaveCount(1);
    await expect(region.locator('.leaflet-control-attribution')).toContainText('Demo tiles');
    // The page's two contact forms still start.
    const forms = page.locator('[data-vitrine-widget="contact-form"]');
    await expect(forms).toHaveCount(2);
    for (const form of await forms.all()) {
      await form.scrollIntoViewIfNeeded();
      await expect(form).toHaveAttribute('data-vitrine-widget-state', 'mounted');
    }
  });

  test('axe finds no violations in the contact map', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openSite(page, 'contact');
    const map = page.locator('[data-vitrine-widget="inline-map"]');
    await map.scrollIntoViewIfNeeded();
    await expect(mapOf(page, 'Map of Harbor & Rye, 14 Harbor Street')).toHaveAttribute(
      'data-map-ready',
      'true',
    );
    expect(await axeViolations(page, '[data-vitrine-widget="inline-map"]')).toEqual([]);
  });

  test('an address the geocoder does not know shows no map and logs it', async ({ page }) => {
    await page.route('**/_demo/geocode/search?**', (route) => route.fulfill({ json: [] }));
    const warnings: string[] = [];
    page.on('console', (message) => warnings.push(message.text()));
    await openSite(page, 'contact');
    await page.locator('[data-vitrine-widget="inline-map"]').scrollIntoViewIfNeeded();
    await expect
      .poll(() => warnings.some((line) => line.includes('no address results were found')))
      .toBe(true);
    await expect(page.locator('[data-vitrine-widget="inline-map"] .leaflet-container')).toHaveCount(0);
  });
});

test('pages without maps never download Leaflet or the map widgets', async ({ page }) => {
  const geo = requestsTo(page, '/cdn/widget-geo/');
  await openSite(page, 'locations');
  await expect(page.locator('[data-vitrine-widget="opening-hours"]').first()).toHaveAttribute(
    'data-vitrine-widget-state',
    'mounted',
  );
  expect(geo).toEqual([]);
});
