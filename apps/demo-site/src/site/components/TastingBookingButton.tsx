import { TASTING_SCHEDULING_URL } from '../engagement';
import { packageWidgetAttributes } from '../widgets';

/**
 * The button that books a wholesale tasting on the scheduling provider: on the tastings page and on the wholesale
 * price list. Inside it, the link the widget draws (styled by BOOKING_CSS in the page) is what a visitor whose
 * browser cannot start the widget follows to the same scheduling page.
 */
export function TastingBookingButton({ id }: { id: string }) {
  return (
    <div
      {...packageWidgetAttributes('booking-button', id, {
        schedulingUrl: TASTING_SCHEDULING_URL,
        label: 'Book a tasting',
      })}
    >
      <a className="vw-booking__button" href={TASTING_SCHEDULING_URL}>
        Book a tasting
      </a>
    </div>
  );
}
