import { UpdatedNote } from '../components/UpdatedNote';
import { HARBOUR_PICTURE, OVEN_CLIP, OVEN_HERO_VIDEO_BACKGROUND, YOUTUBE_SAMPLE_VIDEO } from '../media';
import { pagePath } from '../site';
import type { PageContentProps } from '../site-page';
import { packageWidgetAttributes } from '../widgets';

/**
 * Behind the scenes at the bakery, and the demo of the media widgets: a hero on the bakery's own clip as a
 * video background, the clip again in the player with its captions, a YouTube film behind its facade, and a
 * parallax band. Every box is sized by the page's own CSS, so nothing moves when a widget starts.
 */
export function OvenPage({ publication }: PageContentProps) {
  return (
    <>
      <section
        className="oven-hero"
        data-video-bg={OVEN_HERO_VIDEO_BACKGROUND}
        // Not marked above the fold: the hint would name every mount chunk of the media module, the player's
        // and React with it, for a background that needs neither (the poster is there without script).
        {...packageWidgetAttributes('video-background', 'oven-hero-video', {})}
      >
        <header className="page-intro">
          <p className="eyebrow">Behind the scenes</p>
          <h1>From our oven</h1>
          <div className="page-intro__lede">
            <p>
              The ovens are lit at four. By seven the first country loaves are cooling on the racks: this is
              what happens in between.
            </p>
          </div>
        </header>
      </section>

      <section className="section" aria-labelledby="film-heading">
        <h2 id="film-heading">A morning at the ovens</h2>
        <div className="media-grid">
          <figure>
            <div
              className="media-box"
              {...packageWidgetAttributes('video-player', 'oven-clip', {
                ...OVEN_CLIP,
                title: 'The oven at dawn',
              })}
            >
              {/* Until the player starts, and without JavaScript: the poster and the file itself. */}
              <img src={OVEN_CLIP.poster} alt="" />
              <a href={OVEN_CLIP.sources[1]?.src}>Watch the clip (MP4)</a>
            </div>
            <figcaption>Four seconds of the oven at dawn, with captions.</figcaption>
          </figure>
          <figure>
            <div
              className="media-box"
              {...packageWidgetAttributes('video-player', 'baking-film', {
                provider: 'youtube',
                id: YOUTUBE_SAMPLE_VIDEO.id,
                poster: YOUTUBE_SAMPLE_VIDEO.poster,
                title: YOUTUBE_SAMPLE_VIDEO.title,
              })}
            >
              <img src={YOUTUBE_SAMPLE_VIDEO.poster} alt="" />
              <a href={`https://www.youtube.com/watch?v=${YOUTUBE_SAMPLE_VIDEO.id}`}>Watch on YouTube</a>
            </div>
            <figcaption>{YOUTUBE_SAMPLE_VIDEO.caption}</figcaption>
          </figure>
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
          see the last batch of the morning go in. <a href={pagePath('locations')}>Find the bakery</a>, or see{' '}
          <a href={pagePath('menu')}>what comes out of the ovens today</a>.
        </p>
      </section>

      <UpdatedNote publication={publication} />
    </>
  );
}
