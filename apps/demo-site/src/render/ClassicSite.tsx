import { pagePath, SITE_NAME } from '../site/site';

/**
 * `/site/classic`, a path core always leaves to the browser. It stands for the platform's old site
 * renderer, so it is deliberately plain: no runtime, no site chrome.
 */
export function ClassicSite() {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`Classic site · ${SITE_NAME}`}</title>
        <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="/assets/site.css" />
      </head>
      <body className="classic">
        <main>
          <h1>Classic site</h1>
          <p>This is the classic version of the {SITE_NAME} website, served as a plain page.</p>
          <p>
            <a href={pagePath('home')}>Back to the current site</a>
          </p>
        </main>
      </body>
    </html>
  );
}
