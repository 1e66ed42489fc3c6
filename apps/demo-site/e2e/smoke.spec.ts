import { expect, test } from './fixtures';
import { CONTENT, pageJson, pagePath } from './support';

test.describe('smoke', () => {
  test('the home page renders: header, content, import map and the runtime script', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    const runtimeResponse = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/cdn/runtime-core/runtime-core.js',
    );

    const response = await page.goto(pagePath('home'));

    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Harbor & Rye — Neighbourhood bakery & café');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bread worth getting up early for.');

    const header = page.locator('[data-vitrine-sticky-header]');
    await expect(header).toBeVisible();
    expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
    const height = (await header.boundingBox())!.height;
    expect(height).toBeGreaterThanOrEqual(56);
    expect(height).toBeLessThanOrEqual(88);
    await page.mouse.wheel(0, 1200);
    await expect.poll(async () => (await header.boundingBox())!.y).toBe(0);

    const content = page.locator(CONTENT);
    await expect(content).toHaveCount(1);
    await expect(content).toHaveAttribute('id', 'vitrine-content');
    await expect(content).toHaveAttribute('tabindex', '-1');
    await expect(content.locator('header, footer, nav')).toHaveCount(0);

    const importMap = await page.evaluate(() => ({
      supported: HTMLScriptElement.supports?.('importmap') ?? false,
      map: JSON.parse(document.querySelector('script[type="importmap"]')!.textContent ?? ''),
    }));
    expect(importMap.supported).toBe(true);
    expect(Object.keys(importMap.map.imports)).toEqual([
      '@vitrine/runtime-core',
      '@vitrine/widget-api',
      '@vitrine/widget-api/react',
      'react',
      'react/jsx-runtime',
      'react-dom',
      'react-dom/client',
      // One zod/mini for every widget package's config schema (docs/cdn.md).
      'zod/mini',
      // For dmAPI's maps calls on a page without a map widget (docs/widget-geo.md).
      '@vitrine/widget-geo',
    ]);

    // runtime-core may not be built while it is being worked on: then its 404 is the only error allowed.
    const runtimeBuilt = (await runtimeResponse).ok();
    const unexpected = runtimeBuilt
      ? consoleErrors
      : consoleErrors.filter((text) => !/Failed to load resource.*404|runtime-core/.test(text));
    expect(unexpected).toEqual([]);
    if (runtimeBuilt) await page.waitForFunction(() => window.vitrine !== undefined);
  });

  test('the republish helper changes the page the server sends', async ({ page, republish }) => {
    const before = await pageJson(page, 'about');
    const republished = await republish('about');
    const after = await pageJson(page, 'about');
    expect(republished.uuid).not.toBe(before.uuid);
    expect(after.uuid).toBe(republished.uuid);
    expect(after.content).not.toBe(before.content);
  });
});
