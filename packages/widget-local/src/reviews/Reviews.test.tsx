import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { parseConfig } from '@vitrine/widget-api';
import { createTestContext, recordingLogger } from '@vitrine/widget-api/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { reviewsWidget } from '../definitions';
import type { ReviewsConfig } from './config';
import { reviewsConfig } from './config';
import { Reviews, ReviewsMarkup } from './Reviews';

afterEach(cleanup);

const LONG =
  'We came for the rye and stayed for the cardamom knots. The crust on the country loaf crackles when you squeeze it, the crumb is glossy, and the staff remember your order by the second week.';

async function renderReviews(raw: Record<string, unknown>) {
  const parsed = await parseConfig(reviewsConfig, raw);
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  const logger = recordingLogger();
  render(
    <Reviews
      config={parsed.config as ReviewsConfig}
      context={createTestContext(parsed.config, { logger })}
    />,
  );
  return logger;
}

describe('Reviews', () => {
  it('announces each rating as text and cuts a long text with ...more, which toggles to Show less', async () => {
    await renderReviews({
      excerptLength: 80,
      reviews: [
        { author: 'Mara K.', rating: 5, text: LONG, date: '2026-10-02' },
        { author: 'Tom', rating: 4, text: 'Good coffee.' },
      ],
    });
    expect(screen.getByText('Rated 5 out of 5')).toBeTruthy();
    expect(screen.getByText('Rated 4 out of 5')).toBeTruthy();
    const more = screen.getByRole('button', { name: '...more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(/remember your order/)).toBeNull();
    fireEvent.click(more);
    const less = screen.getByRole('button', { name: 'Show less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/remember your order by the second week/)).toBeTruthy();
    fireEvent.click(less);
    expect(screen.getByRole('button', { name: '...more' })).toBeTruthy();
    // A short text has no toggle.
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('leaves out a review it cannot show, with a warning, and keeps the others', async () => {
    await renderReviews({
      reviews: [
        { author: 'Ann', rating: 'lots', text: 'Great' },
        { author: 'Tom', rating: 3, text: 'Fine.' },
      ],
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(
      await parseConfig(reviewsConfig, { reviews: [{ author: 'Ann', rating: 'lots', text: 'Great' }] }),
    ).toMatchObject({
      ok: true,
      config: { reviews: [] },
      warnings: ['review 1 is left out: it needs an author, a text and a rating from 1 to 5'],
    });
  });

  it('is defined with a lazily loaded mount', async () => {
    expect(reviewsWidget.selector).toBe('[data-vitrine-widget="reviews"]');
    expect(typeof (await reviewsWidget.load()).mount).toBe('function');
  });
});

describe('ReviewsMarkup', () => {
  const reviews = [
    { author: 'Mara K.', rating: 5, text: LONG, date: '2026-10-02' },
    { author: 'Tom', rating: 4, text: 'Good coffee.' },
    { author: '', rating: 9, text: 'left out' },
  ];

  it('is what the widget first draws, so nothing moves when it starts; a cut text is also there whole for no-JS', async () => {
    await renderReviews({ excerptLength: 80, reviews });
    const server = renderToStaticMarkup(<ReviewsMarkup reviews={reviews} locale="en" excerptLength={80} />);
    // Attribute names are case-insensitive: React writes `dateTime`, the DOM gives back `datetime`.
    const comparable = (html: string) =>
      html
        .replace(/ (id|aria-controls)="[^"]*"/g, '')
        .replace(/<noscript>.*?<\/noscript>/g, '')
        .replace(/ dateTime=/g, ' datetime=');
    expect(comparable(server)).toBe(comparable(document.body.firstElementChild?.innerHTML ?? ''));
    expect(server).toContain(`<noscript><p class="vw-reviews__text">${LONG}</p></noscript>`);
    expect(server.match(/<noscript>/g)).toHaveLength(1);
  });

  it('takes the widget’s defaults for labels it is not given, and throws on one out of range (the template’s mistake)', () => {
    const html = renderToStaticMarkup(<ReviewsMarkup reviews={reviews} locale="en" />);
    expect(html).toContain('>...more</button>');
    expect(() =>
      renderToStaticMarkup(<ReviewsMarkup reviews={reviews} locale="en" excerptLength={5} />),
    ).toThrow();
  });
});

describe('Reviews: the stars', () => {
  it('draws a half star as an empty star the style half fills, in every font that has ★ and ☆', async () => {
    await renderReviews({ reviews: [{ author: 'Tomás', rating: 4.5, text: 'Good coffee.' }] });
    const stars = document.querySelector('.vw-reviews__rating [aria-hidden="true"]');
    expect(stars?.textContent).toBe('★★★★☆');
    expect(stars?.querySelectorAll('.vw-reviews__half-star')).toHaveLength(1);
    expect(stars?.lastElementChild?.className).toBe('vw-reviews__half-star');
    expect(screen.getByText('Rated 4.5 out of 5')).toBeTruthy();
  });
});
