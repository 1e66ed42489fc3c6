import { CAFE_REVIEWS } from '../engagement';
import { packageWidgetAttributes } from '../widgets';

/**
 * What guests said about the café, as the reviews widget reads it; the plain list inside is what a visitor
 * gets before the widget starts, or if it cannot.
 */
export function GuestReviews({ id }: { id: string }) {
  return (
    <div {...packageWidgetAttributes('reviews', id, { reviews: CAFE_REVIEWS })}>
      <ul>
        {CAFE_REVIEWS.map((review) => (
          <li key={review.author}>
            {review.rating} out of 5 — “{review.text}” — {review.author}
          </li>
        ))}
      </ul>
    </div>
  );
}
