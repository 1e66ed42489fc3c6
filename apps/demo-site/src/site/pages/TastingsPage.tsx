import { HealthBookingMarkup } from '@vitrine/widget-booking';
import { PageIntro } from '../components/PageIntro';
import { TastingBookingButton } from '../components/TastingBookingButton';
import { UpdatedNote } from '../components/UpdatedNote';
import { NUTRITIONIST_SERVICES } from '../engagement';
import type { PageContentProps } from '../site-page';
import { packageWidgetAttributes } from '../widgets';

/**
 * Wholesale tastings and the nutritionist's consultations, both booked on the scheduling provider; the wholesale
 * price list has the same tasting button. The links inside the widgets' elements go to the same scheduling pages,
 * for a visitor whose browser cannot start them.
 */
export function TastingsPage({ publication }: PageContentProps) {
  return (
    <>
      <PageIntro eyebrow="Wholesale" title="Book a tasting">
        <p>
          Cafés and restaurants thinking of serving our bread: come taste the range with our head baker, on
          Tuesday or Thursday afternoons, for an hour, free of charge.
        </p>
      </PageIntro>

      <section className="section" aria-labelledby="tasting-heading">
        <h2 id="tasting-heading">Wholesale tasting</h2>
        <TastingBookingButton id="tasting-booking" />
      </section>

      <section className="section" aria-labelledby="nutritionist-heading">
        <h2 id="nutritionist-heading">Talk to our nutritionist</h2>
        <p>
          Ordering for guests with allergies or coeliac disease? Our nutritionist, Dr. Ines Vale, walks you
          through what is safe on our list and how we keep it that way.
        </p>
        {/* The plugin's own first drawing (BOOKING_CSS is in the page): nothing moves when it takes over. */}
        <div
          {...packageWidgetAttributes('health-booking', 'nutritionist-booking', {
            services: NUTRITIONIST_SERVICES,
          })}
        >
          <HealthBookingMarkup services={NUTRITIONIST_SERVICES} />
        </div>
      </section>

      <UpdatedNote publication={publication} />
    </>
  );
}
