import { PageIntro } from '../components/PageIntro';
import { UpdatedNote } from '../components/UpdatedNote';
import { HARBOUR_PICTURE, OVEN_CLIP, YOUTUBE_BAKING_VIDEO } from '../media';
import { pagePath } from '../site';
import type { PageContentProps } from '../site-page';
import { packageWidgetAttributes } from '../widgets';

const VALUES = [
  {
    title: 'Slow on purpose',
    text: 'Every loaf ferments for at least a day and a half. Time does what additives cannot.',
  },
  {
    title: 'Grain with an address',
    text: 'We know the farmers who grow our wheat and rye, and we pay them before harvest.',
  },
  {
    title: 'Nothing wasted',
    text: 'Yesterday’s bread becomes croutons, bread pudding and the crumbs in our rye cookie.',
  },
];

const TEAM = [
  {
    name: 'Mara Lindqvist',
    role: 'Head baker & co-founder',
    note: 'Trained in Stockholm, misses the cardamom.',
  },
  { name: 'Theo Okafor', role: 'Café & coffee', note: 'Roasts with a friend in the next town over.' },
  { name: 'June Alvarez', role: 'Pastry', note: 'Responsible for the knots and the queue for them.' },
];

export function AboutPage({ publication }: PageContentProps) {
  return (
    <>
      <PageIntro eyebrow="About us" title="A small bakery with a long fermentation">
        <p>
          Harbor &amp; Rye is a neighbourhood bakery-café run by eleven people who like getting up at four. We
          opened in a former net loft on Harbor Street in 2019 and now bake for three shops and a handful of
          restaurants along the coast.
        </p>
      </PageIntro>

      <section className="section" aria-labelledby="values-heading">
        <h2 id="values-heading">What we care about</h2>
        <ul className="cards">
          {VALUES.map((value) => (
            <li className="card" key={value.title}>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="team-heading">
        <h2 id="team-heading">Who bakes your bread</h2>
        <ul className="people">
          {TEAM.map((person) => (
            <li key={person.name}>
              <span className="avatar" aria-hidden="true">
                {person.name
                  .split(' ')
                  .map((part) => part[0])
                  .join('')}
              </span>
              <div>
                <h3>{person.name}</h3>
                <p className="people__role">{person.role}</p>
                <p>{person.note}</p>
              </div>
            </li>
          ))}
        </ul>
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
                id: YOUTUBE_BAKING_VIDEO.id,
                poster: YOUTUBE_BAKING_VIDEO.poster,
                title: 'Shaping the morning loaves',
              })}
            >
              <img src={YOUTUBE_BAKING_VIDEO.poster} alt="" />
              <a href={`https://www.youtube.com/watch?v=${YOUTUBE_BAKING_VIDEO.id}`}>Watch on YouTube</a>
            </div>
            <figcaption>
              Shaping the morning loaves, on YouTube: nothing of YouTube loads until you press play.
            </figcaption>
          </figure>
        </div>
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

      <section className="section prose">
        <h2>Where the flour comes from</h2>
        <p>
          Good bread starts long before the bakery. We work with a water-powered stone mill up the river, and
          the story of how that came about is worth a read:{' '}
          <a href={`${pagePath('our-story')}#the-mill`}>the mill, in our story</a>. If you would like to stock
          our bread, <a href={pagePath('contact')}>get in touch</a>.
        </p>
      </section>

      <UpdatedNote publication={publication} />
    </>
  );
}
