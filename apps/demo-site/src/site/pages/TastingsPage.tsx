import { PageIntro } from '../components/PageIntro';
import { UpdatedNote } from '../components/UpdatedNote';
import { NUTRITIONIST_SERVICES, TASTING_SCHEDULING_URL } from '../engagement';
import type { PageContentProps } from '../site-page';
import { packageWidgetAttributes } from '../widgets';

/**
 * Wholesale tastings and the nutritionist's consultations, both booked on the scheduling provider. The links
 * inside the widgets' elements go to the same scheduling pages, for a visitor whose browser cannot start them.
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
        <div
          {...packageWidgetAttributes('booking-button', 'tasting-booking', {
            schedulingUrl: TASTING_SCHEDULING_URL,
            label: 'Book a tasting',
          })}
        >
          <a href={TASTING_SCHEDULING_URL}>Book a tasting</a>
        </div>
      </section>

      <section className="section" aria-labelledby="nutritionist-heading">
        <h2 id="nutritionist-heading">Talk to our nutritionist</h2>
        <p>
          Ordering for guests with allergies or coeliac disease? Our nutritionist, Dr. Ines Vale, walks you
          through what is safe on our list and how we keep it that way.
        </p>
        <div
          {...packageWidgetAttributes('health-booking', 'nutritionist-booking', {
            services: NUTRITIONIST_SERVICES,
          })}
        >
          <ul>
            {NUTRITIONIST_SERVICES.map((service) => (
              <li key={service.schedulingUrl}>
                <a href={service.schedulingUrl}>{service.name}</a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <UpdatedNote publication={publication} />
    </>
  );
}
