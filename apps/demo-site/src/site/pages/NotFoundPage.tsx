import { pagePath } from '../site';

/** The 404 page. It takes no publication date: "updated" means nothing on a page that is not there. */
export function NotFoundPage() {
  return (
    <section className="not-found">
      <p className="eyebrow">Error 404</p>
      <h1>This page went stale</h1>
      <p className="lede">
        We could not find the page you asked for. It may have moved, or it may never have been baked.
      </p>
      <p className="actions">
        <a className="button" href={pagePath('home')}>
          Back to the bakery
        </a>
        <a className="button button--ghost" href={pagePath('menu')}>
          See the menu
        </a>
      </p>
    </section>
  );
}
