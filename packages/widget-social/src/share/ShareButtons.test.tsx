import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { PublicEventName, WidgetContext } from '@vitrine/widget-api';
import { parseConfig } from '@vitrine/widget-api';
import { createTestContext, polyfillDialog, recordingLogger } from '@vitrine/widget-api/testing';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { shareButtonsWidget } from '../definitions';
import type { ShareButtonsConfig } from './config';
import { shareButtonsConfig } from './config';
import { ShareButtons } from './ShareButtons';

beforeAll(polyfillDialog);
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'share');
});

async function config(raw: Record<string, unknown>): Promise<ShareButtonsConfig> {
  const parsed = await parseConfig(shareButtonsConfig, raw);
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  return parsed.config;
}

async function renderShare(
  raw: Record<string, unknown>,
  overrides: Partial<WidgetContext<ShareButtonsConfig>> = {},
) {
  const parsed = await config(raw);
  const emitted: Array<[PublicEventName, unknown]> = [];
  const logger = recordingLogger();
  render(
    <ShareButtons
      config={parsed}
      context={createTestContext(parsed, {
        events: { emit: (name, payload) => emitted.push([name, payload]), on: () => () => {} },
        logger,
        ...overrides,
      })}
    />,
  );
  return { emitted, logger };
}

const URL_SHARED = 'https://harbor-and-rye.example/journal/first-rye';

describe('ShareButtons', () => {
  it('links each network to its share page with the default text', async () => {
    await renderShare({ url: URL_SHARED, networks: ['x', 'facebook'] });
    const x = screen.getByRole('link', { name: 'Share on X (Twitter)' });
    expect(x.getAttribute('href')).toBe(
      `https://twitter.com/intent/tweet?text=${encodeURIComponent('I wanted to share this great website with you')}&url=${encodeURIComponent(URL_SHARED)}`,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['X (Twitter)', 'Facebook']);
  });

  it('opens the share page in a 600 by 560 window and fires event-Share once per click', async () => {
    const popup = { opener: {} } as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    const { emitted, logger } = await renderShare({ url: URL_SHARED, networks: ['facebook'] });
    const link = screen.getByRole('link', { name: 'Share on Facebook' });
    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(false);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]?.[0]).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(URL_SHARED)}`,
    );
    expect(open.mock.calls[0]?.[2]).toMatch(/^popup,width=600,height=560,left=\d+,top=\d+$/);
    expect(popup.opener).toBeNull();
    expect(emitted).toEqual([['event-Share', { network: 'facebook', url: URL_SHARED, widgetId: 'w1' }]]);
    expect(logger.lines).toContainEqual(['info', 'share clicked: facebook', [{ url: URL_SHARED }]]);
  });

  it('lets the link open a tab when the popup is blocked', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await renderShare({ url: URL_SHARED, networks: ['linkedin'] });
    expect(fireEvent.click(screen.getByRole('link', { name: 'Share on LinkedIn' }))).toBe(true);
  });

  it('in preview shows the preview message, opens nothing and fires nothing', async () => {
    const open = vi.spyOn(window, 'open');
    const { emitted } = await renderShare({ networks: ['x'] }, { mode: 'preview' });
    const link = screen.getByRole('link', { name: 'Share on X (Twitter)' });
    expect(fireEvent.click(link)).toBe(false);
    const dialog = screen.getByRole('dialog', { name: 'Share' });
    expect(dialog.textContent).toContain("You can't use the widget to share a site from Preview mode.");
    expect(open).not.toHaveBeenCalled();
    expect(emitted).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(link);
  });

  it('does nothing in the editor', async () => {
    const open = vi.spyOn(window, 'open');
    const { emitted } = await renderShare({ networks: ['x'] }, { mode: 'editor', inEditor: true });
    expect(fireEvent.click(screen.getByRole('link', { name: 'Share on X (Twitter)' }))).toBe(false);
    expect(open).not.toHaveBeenCalled();
    expect(emitted).toEqual([]);
    expect(document.querySelector('dialog[open]')).toBeNull();
  });

  it('offers the device share sheet where the Web Share API exists', async () => {
    const share = vi.fn(async (_data: ShareData) => {});
    Object.assign(navigator, { share });
    const { emitted } = await renderShare({ url: URL_SHARED, text: 'Fresh rye', networks: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Share…' }));
    expect(share).toHaveBeenCalledWith({ title: document.title, text: 'Fresh rye', url: URL_SHARED });
    expect(emitted).toEqual([['event-Share', { network: 'device', url: URL_SHARED, widgetId: 'w1' }]]);
  });

  it('leaves out unknown networks, its schema handing the host a warning', async () => {
    await renderShare({ networks: ['myspace', 'Email'] });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Email']);
    expect(await parseConfig(shareButtonsConfig, { networks: ['myspace', 'email'] })).toMatchObject({
      ok: true,
      warnings: ['unknown share network "myspace" is left out'],
    });
  });

  it('shows its default label in place of a garbage one, with a warning', async () => {
    const parsed = await parseConfig(shareButtonsConfig, { deviceShareLabel: 42, networks: ['x'] });
    expect(parsed).toMatchObject({
      ok: true,
      config: { deviceShareLabel: 'Share…', networks: ['x'] },
      warnings: [expect.stringMatching(/^deviceShareLabel: .*; "Share…" is used$/)],
    });
  });

  it('is defined with a lazily loaded mount', async () => {
    expect(shareButtonsWidget.selector).toBe('[data-vitrine-widget="share-buttons"]');
    expect(typeof (await shareButtonsWidget.load()).mount).toBe('function');
  });
});
