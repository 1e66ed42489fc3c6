import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Device } from '@vitrine/widget-api';
import { parseConfig } from '@vitrine/widget-api';
import { createTestContext } from '@vitrine/widget-api/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { restaurantMenuWidget } from '../definitions';
import type { RestaurantMenuConfig } from './config';
import { restaurantMenuConfig } from './config';
import { RestaurantMenu, RestaurantMenuMarkup } from './RestaurantMenu';

afterEach(cleanup);

const menu = {
  categories: [
    { name: 'Breakfast', items: [{ name: 'Toast & butter', price: '$4.00' }] },
    { name: 'Lunch', items: [{ name: 'Rye Reuben', price: '$13.00', description: 'Pastrami, kraut' }] },
    { name: 'Coffee', items: [{ name: 'Flat white', price: '$4.25' }] },
  ],
};

async function renderMenu(device: Device) {
  const parsed = await parseConfig(restaurantMenuConfig, menu);
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  const config = parsed.config as RestaurantMenuConfig;
  render(<RestaurantMenu config={config} context={createTestContext(config, { device })} />);
}

describe('RestaurantMenu', () => {
  it('leaves out what it cannot show, its schema handing the host a warning for each', async () => {
    const parsed = await parseConfig(restaurantMenuConfig, {
      categories: [{ items: [] }, { name: 'Bread', items: [{ price: '$1' }, { name: 'Rye' }] }],
    });
    expect(parsed).toMatchObject({
      ok: true,
      config: { categories: [{ name: 'Bread', items: [{ name: 'Rye' }] }] },
      warnings: [
        'menu category 1 is left out: it has no name',
        'item 1 of "Bread" is left out: it has no name',
      ],
    });
    expect(await parseConfig(restaurantMenuConfig, { categories: 'soup' })).toMatchObject({
      ok: true,
      config: { categories: [] },
      warnings: [expect.stringMatching(/^categories: .*; \[\] is used$/)],
    });
  });

  it('on a phone: all but the first category start collapsed; a tap toggles items and the arrow', async () => {
    await renderMenu('mobile');
    const breakfast = screen.getByRole('button', { name: 'Breakfast' });
    const lunch = screen.getByRole('button', { name: 'Lunch' });
    expect(breakfast.getAttribute('aria-expanded')).toBe('true');
    expect(lunch.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Toast & butter').checkVisibility?.() ?? true).toBe(true);
    const lunchPanel = document.getElementById(lunch.getAttribute('aria-controls') ?? '');
    expect(lunchPanel?.hidden).toBe(true);
    expect(lunch.querySelector('.vw-menu__arrow')?.textContent).toBe('▼');
    fireEvent.click(lunch);
    expect(lunch.getAttribute('aria-expanded')).toBe('true');
    expect(lunchPanel?.hidden).toBe(false);
    expect(lunch.querySelector('.vw-menu__arrow')?.textContent).toBe('▲');
    fireEvent.click(breakfast);
    expect(breakfast.getAttribute('aria-expanded')).toBe('false');
  });

  it('on desktop: every category open, headings without buttons', async () => {
    await renderMenu('desktop');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Coffee' })).toBeTruthy();
    expect(screen.getByText('Flat white')).toBeTruthy();
    expect(document.querySelectorAll('.vw-menu__panel[hidden]')).toHaveLength(0);
  });

  it('is defined with a lazily loaded mount', async () => {
    expect(restaurantMenuWidget.selector).toBe('[data-vitrine-widget="restaurant-menu"]');
    expect(typeof (await restaurantMenuWidget.load()).mount).toBe('function');
  });

  it.each(['mobile', 'desktop'] as const)(
    'the server markup on %s is what the widget first draws, so nothing moves when it starts',
    async (device) => {
      await renderMenu(device);
      const withoutIds = (html: string) => html.replace(/ (id|aria-controls)="[^"]*"/g, '');
      const widgetHtml = document.body.firstElementChild?.innerHTML ?? '';
      expect(
        withoutIds(
          renderToStaticMarkup(<RestaurantMenuMarkup categories={menu.categories} device={device} />),
        ),
      ).toBe(withoutIds(widgetHtml));
    },
  );
});
