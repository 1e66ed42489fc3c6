import { DEMO_GEOCODER_ENDPOINT, DEMO_TILE_ATTRIBUTION, DEMO_TILE_URL } from '../../server/map-routes';
import { BakeryAddress } from '../components/BakeryAddress';
import { ContactForm } from '../components/ContactForm';
import { PageIntro } from '../components/PageIntro';
import { UpdatedNote } from '../components/UpdatedNote';
import { CAKE_FORM, CONTACT_FORM } from '../forms/contact-form';
import { CONTACT, pagePath } from '../site';
import type { PageContentProps } from '../site-page';
import { packageWidgetAttributes } from '../widgets';

export function ContactPage({ publication }: PageContentProps) {
  return (
    <>
      <PageIntro eyebrow="Contact" title="Say hello">
        <p>
          For orders, wholesale, events or a question about a loaf, call or write — we answer between bakes,
          usually the same day.
        </p>
      </PageIntro>

      <div className="contact-grid">
        <section className="card" aria-labelledby="visit-heading">
          <h2 id="visit-heading">Visit</h2>
          <BakeryAddress />
          <p>
            Tuesday to Sunday. See <a href={pagePath('locations')}>all locations and hours</a>, or{' '}
            <a href={pagePath('find-us')}>find us on the map</a>.
          </p>
        </section>
        <section className="card" aria-labelledby="call-heading">
          <h2 id="call-heading">Call</h2>
          <p>
            <a className="contact-link" href={CONTACT.phoneHref}>
              {CONTACT.phoneDisplay}
            </a>
          </p>
          <p>Weekend orders close on Thursday at 18:00.</p>
        </section>
        <section className="card" aria-labelledby="write-heading">
          <h2 id="write-heading">Write</h2>
          <p>
            <a className="contact-link" href={`mailto:${CONTACT.email}`}>
              {CONTACT.email}
            </a>
          </p>
          <p>Wholesale and events: please tell us the date and how many people.</p>
        </section>
      </div>

      <section className="section" aria-labelledby="form-heading">
        <h2 id="form-heading">Write to us here</h2>
        <p className="note">Fields marked * are required. Attachments up to 10 MB.</p>
        <ContactForm form={CONTACT_FORM} />
      </section>

      <section className="section" aria-labelledby="cake-heading">
        <h2 id="cake-heading">Celebration cakes</h2>
        <p className="note">
          Tell us the day and the cake; we confirm by email within two days.{' '}
          <a href={pagePath('delivery')}>Do we deliver to you?</a>
        </p>
        <ContactForm form={CAKE_FORM} />
      </section>

      {/* Below the form: the form is the page's first widget in view, the map starts when scrolled to. */}
      <section className="section" aria-labelledby="map-heading">
        <h2 id="map-heading">Find the bakery</h2>
        <p className="note">
          {CONTACT.street}, {CONTACT.city} — a short walk up from the ferry stop.
        </p>
        {/* No coordinates: the address is geocoded (by the demo's own geocoder). No height: 200 px. */}
        <div
          className="contact-map"
          {...packageWidgetAttributes('inline-map', 'contact-map', {
            address: `${CONTACT.street}, ${CONTACT.city}`,
            zoom: 16,
            provider: 'openstreetmap',
            endpoint: DEMO_GEOCODER_ENDPOINT,
            tileUrl: DEMO_TILE_URL,
            attribution: DEMO_TILE_ATTRIBUTION,
            title: 'Map of Harbor & Rye, 14 Harbor Street',
          })}
        />
      </section>

      <section className="section prose" aria-labelledby="wholesale-heading">
        <h2 id="wholesale-heading">Wholesale &amp; events</h2>
        <p>
          We bake for a handful of restaurants and cafés along the coast, delivered by 7:00 Tuesday to
          Saturday. We also make bread and pastry for weddings, wakes and office mornings with at least a
          week’s notice. The flour comes from one mill and two farms —{' '}
          <a href={`${pagePath('our-story')}#the-mill`}>read how that works</a> before you ask us to double
          the order.
        </p>
        <p>
          Partners: the <a href={pagePath('wholesale')}>trade price list</a> is behind the password we sent
          you.
        </p>
      </section>

      <UpdatedNote publication={publication} />
    </>
  );
}
