import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pagePath, recordDefaultPrevented, untilHandled } from './support';

/** The builder's editor as a site owner has it: the page in a frame, the editor listening for messages. */
async function inEditorFrame(page: Page, origin: string, url: string) {
  // Site pages may be framed by the site's own origin only (`frame-ancestors 'self'`): the editor stands on it.
  await page.goto(`${origin}/site/classic`);
  await page.setContent(
    `<iframe title="site" src="${origin}${url}" style="width:1000px;height:700px"></iframe>`,
  );
  await page.evaluate(() => {
    const messages: unknown[] = [];
    (window as Window & { __messages?: unknown[] }).__messages = messages;
    window.addEventListener('message', (event) => messages.push(event.data));
  });
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('[data-vitrine-content] h1')).toBeVisible();
  await page.frames()[1]!.waitForFunction(() => window.vitrine !== undefined);
  return frame;
}

/** Right-clicks an element of the frame; resolves whether the browser's own menu was kept from showing. */
async function rightClick(page: Page, selector: string): Promise<boolean> {
  const frame = page.frames()[1]!;
  const prevented = await recordDefaultPrevented(frame, 'contextmenu');
  await frame.locator(selector).click({ button: 'right' });
  return prevented();
}

/**
 * The editor's context-menu code is a chunk core loads after boot: a right click before it has started is the
 * browser's. Probes until it has, then forgets the message the probe posted, so the test's own right click is
 * the only one the editor sees.
 */
async function contextMenuChunkStarted(page: Page): Promise<void> {
  await untilHandled(page.frames()[1]!, '<span></span>', 'contextmenu');
  // Only the last probe was kept from the browser, so exactly one message is on its way.
  await page.waitForFunction(() => (window as Window & { __messages?: unknown[] }).__messages?.length === 1);
  await page.evaluate(() => {
    (window as Window & { __messages?: unknown[] }).__messages!.length = 0;
  });
}

test.describe('context menu in the editor', () => {
  test('editor mode: a right click is posted to the editor frame, with the element and its widget', async ({
    page,
    demoServer,
  }) => {
    await inEditorFrame(page, demoServer.origin, `${pagePath('menu')}?nee=true`);
    await contextMenuChunkStarted(page);
    expect(await rightClick(page, '[data-widget-id="baguette-countdown"] h2')).toBe(true);
    await expect
      .poll(() => page.evaluate(() => (window as Window & { __messages?: unknown[] }).__messages))
      .toEqual([
        expect.objectContaining({
          type: 'vitrine:context-menu',
          target: expect.objectContaining({ tagName: 'h2', className: 'baguette-countdown__title' }),
          widget: expect.objectContaining({ widgetId: 'baguette-countdown', tagName: 'section' }),
        }),
      ]);
  });

  test("preview: the right click is the browser's, and nothing is posted", async ({ page, demoServer }) => {
    await inEditorFrame(page, demoServer.origin, `${pagePath('menu')}#preview`);
    expect(await rightClick(page, '[data-vitrine-content] h1')).toBe(false);
    expect(await page.evaluate(() => (window as Window & { __messages?: unknown[] }).__messages)).toEqual([]);
  });
});
