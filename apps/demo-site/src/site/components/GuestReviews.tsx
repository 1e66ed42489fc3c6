import { ReviewsMarkup } from '@vitrine/widget-local';
import { CAFE_REVIEWS } from '../engagement';
import { packageWidgetAttributes } from '../widgets';

/**
 * What guests said about the café, as the reviews widget reads it. Inside, the server draws what the widget
 * will (`ReviewsMarkup`, styled by `LOCAL_CSS` in the page's css), so nothing moves when it starts; without
 * JavaScript the texts show whole. The pages are English, the widget's locale (core reads `<html lang>`).
 */
export function GuestReviews({ id }: { id: string }) {
  return (
    <div {...packageWidgetAttributes('reviews', id, { reviews: CAFE_REVIEWS })}>
      <ReviewsMarkup reviews={CAFE_REVIEWS} locale="en" />
    </div>
  );
}
