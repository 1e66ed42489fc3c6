import type { WidgetProps } from '@vitrine/widget-api/react';
import { useId, useState } from 'react';
import * as z from 'zod/mini';
import { useLocalStyles } from '../local-styles';
import type { ReviewsConfig } from './config';
import { reviewsFields } from './config';
import type { Review } from './review-text';
import { excerpt, ratingText, readReviews, STAR_GLYPHS, starKinds } from './review-text';

type LabelConfig = Pick<ReviewsConfig, 'excerptLength' | 'moreLabel' | 'lessLabel'>;

function ReviewText({
  review,
  config,
  forServer,
}: {
  review: Review;
  config: LabelConfig;
  forServer: boolean;
}) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const short = excerpt(review.text, config.excerptLength);
  if (short === undefined) return <p className="vw-reviews__text">{review.text}</p>;
  return (
    <>
      <p className="vw-reviews__text" id={textId}>
        {expanded ? review.text : `${short} `}
        {expanded && ' '}
        <button
          type="button"
          className="vw-reviews__toggle"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? config.lessLabel : config.moreLabel}
        </button>
      </p>
      {/* Without JavaScript the button does nothing: the whole text instead (LOCAL_CSS hides the cut one). */}
      {forServer && (
        <noscript>
          <p className="vw-reviews__text">{review.text}</p>
        </noscript>
      )}
    </>
  );
}

function ReviewsView({
  reviews,
  config,
  locale,
  forServer = false,
}: {
  reviews: readonly Review[];
  config: LabelConfig;
  locale: string;
  forServer?: boolean;
}) {
  if (reviews.length === 0) return null;
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <ul className="vw-reviews">
      {reviews.map((review, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: reviews have no id, and the list never reorders.
        <li className="vw-reviews__review" key={index}>
          <p className="vw-reviews__rating">
            <span aria-hidden="true">
              {starKinds(review.rating).map((kind, star) =>
                kind === 'half' ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions.
                  <span className="vw-reviews__half-star" key={star}>
                    {STAR_GLYPHS.empty}
                  </span>
                ) : (
                  STAR_GLYPHS[kind]
                ),
              )}
            </span>
            <span className="vw-visually-hidden">{ratingText(review.rating)}</span>
          </p>
          <ReviewText review={review} config={config} forServer={forServer} />
          <p className="vw-reviews__byline">
            {review.author}
            {review.date && (
              <>
                {' · '}
                <time dateTime={review.date}>{dateFormat.format(new Date(review.date))}</time>
              </>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** A local business's reviews (spec widgets §3, §4): stars with a spoken rating, long texts cut with '...more'. */
export function Reviews({ config, context }: WidgetProps<ReviewsConfig>) {
  useLocalStyles();
  return <ReviewsView reviews={config.reviews} config={config} locale={context.locale} />;
}

/**
 * The reviews as the widget first draws them, for a server to render inside the widget's element (with
 * `LOCAL_CSS` in the page): the widget then takes its place without moving anything. Without JavaScript a cut
 * text shows whole. `reviews` and the labels are the widget's config; `locale` is the page's, for the dates.
 */
export function ReviewsMarkup({
  reviews,
  locale,
  ...labels
}: {
  reviews: readonly unknown[];
  locale: string;
  excerptLength?: number;
  moreLabel?: string;
  lessLabel?: string;
}) {
  // The widget's defaults for what is not given, and the same checks on what is.
  const config = z.parse(reviewsFields, { ...labels, reviews: [] });
  return <ReviewsView reviews={readReviews(reviews).reviews} config={config} locale={locale} forServer />;
}
