export interface Review {
  author: string;
  /** 1 to 5, halves allowed. */
  rating: number;
  text: string;
  /** ISO 8601 date, shown as written by the page's locale. */
  date?: string;
}

/**
 * The reviews that can be shown, in order. An entry without an author or text, or whose rating is not a number
 * from 1 to 5, is left out and reported; a rating between is rounded to the nearest half.
 */
export function readReviews(raw: readonly unknown[]): { reviews: Review[]; warnings: string[] } {
  const reviews: Review[] = [];
  const warnings: string[] = [];
  raw.forEach((entry, index) => {
    const candidate = (entry ?? {}) as Record<string, unknown>;
    const rating = typeof candidate.rating === 'string' ? Number(candidate.rating) : candidate.rating;
    const author = typeof candidate.author === 'string' ? candidate.author.trim() : '';
    const text = typeof candidate.text === 'string' ? candidate.text.trim() : '';
    if (!author || !text || typeof rating !== 'number' || !(rating >= 1 && rating <= 5)) {
      warnings.push(`review ${index + 1} is left out: it needs an author, a text and a rating from 1 to 5`);
      return;
    }
    const date =
      typeof candidate.date === 'string' && !Number.isNaN(Date.parse(candidate.date))
        ? candidate.date
        : undefined;
    reviews.push({ author, rating: Math.round(rating * 2) / 2, text, date });
  });
  return { reviews, warnings };
}

/**
 * The first part of a long text, cut at the last word boundary before `length` characters; `undefined` when the
 * text is short enough to show whole.
 */
export function excerpt(text: string, length: number): string | undefined {
  if (text.length <= length) return undefined;
  const cut = text.slice(0, length);
  const lastSpace = cut.search(/\s\S*$/);
  return (lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, '');
}

/** The rating as a screen reader hears it. */
export function ratingText(rating: number): string {
  return `Rated ${rating} out of 5`;
}

/** Five stars: full, half and empty, for the eye only (the text above is what is announced). */
export function starKinds(rating: number): Array<'full' | 'half' | 'empty'> {
  const full = Math.floor(rating);
  const half = rating - full >= 0.5 ? 1 : 0;
  return [
    ...Array<'full'>(full).fill('full'),
    ...Array<'half'>(half).fill('half'),
    ...Array<'empty'>(5 - full - half).fill('empty'),
  ];
}

/**
 * The stars as text. The half star is U+2BEA, which few fonts have (Debian's Chromium showed a box): the widget
 * draws its stars with `starKinds`, a half as a full star's left half over an empty one.
 */
export function ratingStars(rating: number): string {
  return starKinds(rating)
    .map((kind) => STAR_GLYPHS[kind])
    .join('');
}

/** Each kind of star as one character. */
export const STAR_GLYPHS = { full: '★', half: '⯪', empty: '☆' } as const;
