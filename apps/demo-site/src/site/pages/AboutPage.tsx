import { GalleryBackground } from '@vitrine/widget-gallery/markup';
import { WIDGET_MODULES } from '../../server/import-map';
import { PageIntro } from '../components/PageIntro';
import { UpdatedNote } from '../components/UpdatedNote';
import { VideoFigure } from '../components/VideoFigure';
import { BACKGROUNDS } from '../gallery-photos';
import { OVEN_CLIP, YOUTUBE_SAMPLE_VIDEO } from '../media';
import { pagePath } from '../site';
import type { PageContentProps } from '../site-page';
import { MEDIA_BOX_CSS } from './media-box-css';

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

/**
 * The introduction sits on the gallery background: a panel keeps its text readable over any slide. Then the
 * story on film, its two players sized by the server.
 */
export const ABOUT_PAGE_CSS =
  '.about-hero{padding:clamp(40px,8vw,96px) clamp(16px,4vw,48px);border-radius:14px;overflow:hidden;margin-top:8px}' +
  '.about-hero .page-intro{margin:0;max-width:44rem;padding:24px 28px;border-radius:12px;background:rgba(253,248,240,.93)}' +
  '.about-film>p{max-width:40rem;margin:.25rem 0 0;color:var(--color-muted)}\n' +
  MEDIA_BOX_CSS;

export function AboutPage({ publication }: PageContentProps) {
  return (
    <>
      <GalleryBackground
        id="about-background"
        module={WIDGET_MODULES['gallery-background']}
        className="about-hero"
        config={{ slides: BACKGROUNDS, speed: 5, transition: 'fade' }}
      >
        <PageIntro eyebrow="About us" title="A small bakery with a long fermentation">
          <p>
            Harbor &amp; Rye is a neighbourhood bakery-café run by eleven people who like getting up at four.
            We opened in a former net loft on Harbor Street in 2019 and now bake for three shops and a handful
            of restaurants along the coast.
          </p>
        </PageIntro>
      </GalleryBackground>

      <section className="section about-film" aria-labelledby="film-heading">
        <h2 id="film-heading">Our story, on film</h2>
        <p>
          Four in the morning on Harbor Street: the deck oven coming up to heat before the first loaves go in.
          Our YouTube channel is still to come; until it is, a film stands in for it.
        </p>
        <div className="media-grid">
          <VideoFigure
            id="oven-clip"
            config={{ ...OVEN_CLIP, title: 'The oven at dawn' }}
            fallback={{ href: OVEN_CLIP.sources[1]?.src ?? '', label: 'Watch the clip (MP4)' }}
            caption="The oven at dawn: four seconds, with captions."
          />
          <VideoFigure
            id="baking-film"
            config={{
              provider: 'youtube',
              id: YOUTUBE_SAMPLE_VIDEO.id,
              poster: YOUTUBE_SAMPLE_VIDEO.poster,
              title: YOUTUBE_SAMPLE_VIDEO.title,
            }}
            fallback={{
              href: `https://www.youtube.com/watch?v=${YOUTUBE_SAMPLE_VIDEO.id}`,
              label: 'Watch on YouTube',
            }}
            caption={YOUTUBE_SAMPLE_VIDEO.caption}
          />
        </div>
      </section>

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
