import { ContactForm } from '../components/ContactForm';
import { PageIntro } from '../components/PageIntro';
import { UpdatedNote } from '../components/UpdatedNote';
import { NEWSLETTER_FORM } from '../forms/contact-form';
import { pagePath } from '../site';
import type { PageContentProps } from '../site-page';
import { packageWidgetAttributes } from '../widgets';

const POSTS = [
  {
    date: '2025-10-14',
    dateLabel: '14 October 2025',
    tag: 'Harvest',
    title: 'The thirstiest rye we have ever milled',
    excerpt:
      'This year’s rye from the Vos farm came in dry and hungry. Here is how we rewrote our hydration — and why the dark rye tastes better for it.',
  },
  {
    date: '2025-08-02',
    dateLabel: '2 August 2025',
    tag: 'Kitchen',
    title: 'Rhubarb, at last',
    excerpt:
      'June’s frangipane tart is back for as long as the rhubarb lasts. A short note on roasting it so it keeps its shape.',
  },
  {
    date: '2025-05-19',
    dateLabel: '19 May 2025',
    tag: 'Mill',
    title: 'A Saturday at Tillman Mill',
    excerpt:
      'Forty of you came up the river for the first mill tour of the season. Ruth showed off the new stones; we brought sandwiches.',
  },
  {
    date: '2025-01-27',
    dateLabel: '27 January 2025',
    tag: 'Bakery',
    title: 'Why we close for two weeks every January',
    excerpt:
      'Bakery hours are hard. Closing together means everyone rests at once — and the ovens get their yearly service.',
  },
];

export function BlogPage({ publication }: PageContentProps) {
  return (
    <>
      <PageIntro eyebrow="Journal" title="Notes from the bakery">
        <p>Harvests, recipes and the occasional oven disaster, written between bakes.</p>
      </PageIntro>

      <div
        className="solstice-countdown"
        {...packageWidgetAttributes(
          'example-countdown',
          'solstice-countdown',
          {
            until: '2026-12-21T18:00:00-08:00',
            label: 'The winter solstice night bake on Harbor Street starts in',
            doneLabel: 'The solstice night bake is on: come by Harbor Street.',
          },
          { aboveFold: true },
        )}
      >
        {/* Without JavaScript: the date where the widget shows its clock, in the same two lines. */}
        <p className="vw-countdown__label">The winter solstice night bake on Harbor Street starts on</p>
        <p className="vw-countdown__clock">21 Dec, 18:00</p>
      </div>

      <ol className="posts">
        {POSTS.map((post) => (
          <li className="post" key={post.title}>
            <p className="post__meta">
              <time dateTime={post.date}>{post.dateLabel}</time> · <span className="tag">{post.tag}</span>
            </p>
            <h2>{post.title}</h2>
            <p>{post.excerpt}</p>
          </li>
        ))}
      </ol>

      <p className="note">
        Looking for older posts? <a href={pagePath('journal-archive')}>Browse the archive</a>. The seasonal
        menu page has moved — <a href={pagePath('old-menu')}>the old link</a> still takes you there.
      </p>

      <section className="section" aria-labelledby="letter-heading">
        <h2 id="letter-heading">The bakery letter</h2>
        <p className="note">Once a month: what is in the ovens, and where to find us.</p>
        <ContactForm form={NEWSLETTER_FORM} />
      </section>

      <UpdatedNote publication={publication} />
    </>
  );
}
