import { PageIntro } from '../components/PageIntro';
import { UpdatedNote } from '../components/UpdatedNote';
import { customWidgetAttributes } from '../custom-widgets';
import type { PageContentProps } from '../site-page';
import { LOCATION_HOURS, packageWidgetAttributes, SITE_TIME_ZONE } from '../widgets';

/**
 * The market stall's hours and note of the day: a page of its own, and what the market page's popup shows,
 * with a package widget (opening hours) and a custom widget (the note) that start inside the popup.
 */
export function MarketStallPage({ publication }: PageContentProps) {
  return (
    <>
      <PageIntro eyebrow="Saturday market" title="Rye Lane Market stall" />
      <div
        className="market-stall__now"
        {...packageWidgetAttributes(
          'opening-hours',
          'hours-market-stall',
          {
            timeZone: SITE_TIME_ZONE,
            hours: LOCATION_HOURS['Rye Lane Market'],
            openLabel: 'Open now',
            closedLabel: 'Closed now',
          },
          { lazyLoad: false },
        )}
      />
      <p>Saturdays from 8:00 to 13:00, May to October, at the north end of Rye Lane.</p>
      <div className="stall-note-widget" {...customWidgetAttributes('stall-note', {}, { aboveFold: true })}>
        <p>Ask at the stall what is still warm.</p>
      </div>
      <UpdatedNote publication={publication} />
    </>
  );
}
