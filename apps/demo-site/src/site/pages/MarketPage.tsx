import { popupLinkAttributes } from '@vitrine/runtime-core/markup';
import { PageScript } from '../../render/script-nonce';
import { PageIntro } from '../components/PageIntro';
import { UpdatedNote } from '../components/UpdatedNote';
import { customWidgetAttributes } from '../custom-widgets';
import { BREAD_CLUB_PLACEHOLDER_ID } from '../extensions';
import { pagePath } from '../site';
import type { PageContentProps } from '../site-page';

/** Where the market countdown's HTML loads its library from, as a site owner pasted it. */
export const DAYJS_CDN_URL = 'https://cdn.jsdelivr.net/npm/dayjs@1.11.23/dayjs.min.js';

/**
 * The page's own inline script, as a site owner pastes one into a page: it needs the head script's
 * `HarborMarket`, so it relies on the head section running first.
 */
const NEXT_MARKET_SCRIPT = `(window.dataLayer = window.dataLayer || []).push({ event: 'market_inline' });
document.getElementById('market-next').textContent = window.HarborMarket.nextMarketText(new Date());`;

/**
 * The Saturday market stall: a page that carries code the way real sites do (a head script, an inline
 * script, `insite_scripts`, a custom widget whose HTML loads a library from a CDN, an extension), all of which
 * must run after an in-page navigation as they do on a document load.
 */
export function MarketPage({ publication }: PageContentProps) {
  return (
    <>
      <PageIntro eyebrow="Saturday market" title="Our stall at Rye Lane Market">
        <p>
          From May to October we bring loaves, pastries and Tillman Mill flour to the Rye Lane farmers&apos;
          market. Check the{' '}
          <a href={pagePath('market-stall')} {...popupLinkAttributes({ width: 560, height: 0.7 })}>
            stall&apos;s hours and today&apos;s note
          </a>{' '}
          before you come.
        </p>
      </PageIntro>

      <p className="market-next" id="market-next">
        Saturdays, 8:00 to 13:00, May to October.
      </p>
      <PageScript code={NEXT_MARKET_SCRIPT} />

      <section
        className="market-countdown-widget card"
        aria-label="Next market day"
        id="market-countdown"
        {...customWidgetAttributes(
          'market-countdown',
          { opens: '8:00', closes: '13:00' },
          { aboveFold: true },
        )}
      >
        {/* A library from a public CDN: it runs once the visitor accepts functional cookies. */}
        <PageScript src={DAYJS_CDN_URL} category="functional" />
        {/* What shows until (or without) the widget and its library: the plain schedule. */}
        <p>We are at the market every Saturday from 8:00 to 13:00.</p>
      </section>

      <div id={BREAD_CLUB_PLACEHOLDER_ID} className="extension-placeholder" />

      <UpdatedNote publication={publication} />
    </>
  );
}
