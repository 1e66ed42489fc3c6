import type { WidgetProps } from '@vitrine/widget-api/react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useLocalStyles } from '../local-styles';
import type { ReviewsConfig } from './config';
import type { Review } from './review-text';
import { excerpt, ratingStars, ratingText, readReviews } from './review-text';

function ReviewText({ review, config }: { review: Review; config: ReviewsConfig }) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const short = excerpt(review.text, config.excerptLength);
  if (short === undefined) return <p className="vw-reviews__text">{review.text}</p>;
  return (
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
  );
}

/** A local business's reviews (spec widgets §3, §4): stars with a spoken rating, long texts cut with '...more'. */
export function Reviews({ config, context }: WidgetProps<ReviewsConfig>) {
  const { reviews, warnings } = useMemo(() => readReviews(config.reviews), [config.reviews]);
  useLocalStyles();

  useEffect(() => {
    for (const warning of warnings) context.logger.warn(warning);
  }, [warnings, context.logger]);

  if (reviews.length === 0) return null;
  const dateFormat = new Intl.DateTimeFormat(context.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <ul className="vw-reviews">
      {reviews.map((review, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: reviews have no id, and the list never reorders.
        <li className="vw-reviews__review" key={index}>
          <p className="vw-reviews__rating">
            <span aria-hidden="true">{ratingStars(review.rating)}</span>
            <span className="vw-visually-hidden">{ratingText(review.rating)}</span>
          </p>
          <ReviewText review={review} config={config} />
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
