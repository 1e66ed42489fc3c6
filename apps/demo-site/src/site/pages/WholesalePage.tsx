import { PageIntro } from '../components/PageIntro';
import { TastingBookingButton } from '../components/TastingBookingButton';
import { UpdatedNote } from '../components/UpdatedNote';
import { CONTACT, pageLogoutPath, pagePath, SITE_ALIAS } from '../site';
import type { PageContentProps } from '../site-page';

/** Trade prices for the cafés and restaurants we bake for: password protected (the password is in README). */
export const WHOLESALE_PRICES = [
  { item: 'Harbor country loaf, 900 g', unit: 'each', price: '$5.40', minimum: '6' },
  { item: 'Dark rye with caraway, 1 kg', unit: 'each', price: '$6.10', minimum: '4' },
  { item: 'Baguette', unit: 'each', price: '$2.20', minimum: '10' },
  { item: 'Butter croissant, unbaked frozen', unit: 'tray of 24', price: '$48.00', minimum: '1 tray' },
  { item: 'Cardamom knot', unit: 'each', price: '$2.60', minimum: '12' },
] as const;

export function WholesalePage({ publication }: PageContentProps) {
  return (
    <>
      <PageIntro eyebrow="Wholesale" title="Trade price list">
        <p>
          For our restaurant and café partners. Prices exclude delivery, which is free on orders over $120
          along the coast road.
        </p>
      </PageIntro>
      <section className="section" aria-labelledby="prices-heading">
        <h2 id="prices-heading">Prices this season</h2>
        <table className="price-table">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Unit</th>
              <th scope="col">Price</th>
              <th scope="col">Minimum</th>
            </tr>
          </thead>
          <tbody>
            {WHOLESALE_PRICES.map((row) => (
              <tr key={row.item}>
                <th scope="row">{row.item}</th>
                <td>{row.unit}</td>
                <td>{row.price}</td>
                <td>{row.minimum}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="section prose" aria-labelledby="ordering-heading">
        <h2 id="ordering-heading">Ordering</h2>
        <p>
          Orders for the next morning close at 14:00 the day before; write to{' '}
          <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a> or call {CONTACT.phoneDisplay}. Standing
          orders can change until Friday noon for the following week.
        </p>
        {/* A shared computer: the visitor can make the site forget their access, not only wait 12 hours. */}
        <form method="post" action={pageLogoutPath(SITE_ALIAS)}>
          <input type="hidden" name="pagePath" value={pagePath('wholesale')} />
          <button type="submit" className="button button--ghost">
            Lock the price list again
          </button>
        </form>
      </section>
      <section className="section prose" aria-labelledby="wholesale-tasting-heading">
        <h2 id="wholesale-tasting-heading">Taste before you order</h2>
        <p>
          New on your menu, or a new chef in your kitchen? Taste the range with our head baker on a Tuesday or
          Thursday afternoon, for an hour, free of charge (more on <a href={pagePath('tastings')}>tastings</a>
          ).
        </p>
        <TastingBookingButton id="wholesale-tasting-booking" />
      </section>
      <UpdatedNote publication={publication} />
    </>
  );
}
