import { PageIntro } from '../components/PageIntro';
import { UpdatedNote } from '../components/UpdatedNote';
import { VideoFigure } from '../components/VideoFigure';
import { HARBOUR_PICTURE, OVEN_STREAM } from '../media';
import { pagePath } from '../site';
import type { PageContentProps } from '../site-page';
import { packageWidgetAttributes } from '../widgets';

/**
 * Behind the scenes at the bakery: the oven's clip as an HLS stream (hls.js only where the browser has no
 * native HLS, on the first play), and a parallax band. The clip itself is on the about page (the player, with
 * a YouTube facade) and behind the home hero (a video background).
 */
export function OvenPage({ publication }: PageContentProps) {
  return (
    <>
      <PageIntro eyebrow="Behind the scenes" title="From our oven">
        <p>
          The ovens are lit at four. By seven the first country loaves are cooling on the racks: this is what
          happens in between.
        </p>
      </PageIntro>

      <section className="section oven-camera" aria-labelledby="stream-heading">
        <h2 id="stream-heading">The oven camera</h2>
        <div className="media-grid">
          <VideoFigure
            id="oven-stream"
            config={{ ...OVEN_STREAM, title: 'The oven camera' }}
            fallback={{ href: OVEN_STREAM.sources[0]?.src ?? '', label: 'Open the stream (HLS)' }}
            caption="The camera over the deck oven, streamed (HLS): the oven mouth before the first loaves go in."
          />
        </div>
      </section>

      <section className="section prose" aria-labelledby="night-heading">
        <h2 id="night-heading">The night shift</h2>
        <p>
          The dough for the morning was mixed the afternoon before and has spent the night in the retarder,
          slowly souring. At four the deck oven is lit; it takes an hour and a half to come up to heat, which
          is just long enough to divide, shape and score the first two hundred loaves.
        </p>
        <p>
          The country loaves go in first, on the hottest stone, with a burst of steam. The rye follows once
          the oven has calmed down a little, and the pastry goes into the convection oven at the back, where
          the cardamom knots take twenty minutes and fill the shop with their smell by half past six.
        </p>
      </section>

      <section
        className="parallax-band"
        aria-labelledby="harbour-heading"
        {...packageWidgetAttributes('parallax-background', 'harbour-band', {
          image: HARBOUR_PICTURE,
          speed: 0.6,
        })}
      >
        <div>
          <h2 id="harbour-heading">Baked by the harbour</h2>
          <p>Three shops and a market stall, all within sight of the water.</p>
        </div>
      </section>

      <section className="section prose" aria-labelledby="visit-heading">
        <h2 id="visit-heading">Come and watch</h2>
        <p>
          The bakery at Harbor Street has a window onto the ovens. Come before eight on a weekday and you will
          see the last batch of the morning go in. <a href={pagePath('locations')}>Find the bakery</a>, see{' '}
          <a href={pagePath('menu')}>what comes out of the ovens today</a>, or meet the bakers on{' '}
          <a href={pagePath('about')}>our about page</a>.
        </p>
      </section>

      <UpdatedNote publication={publication} />
    </>
  );
}
