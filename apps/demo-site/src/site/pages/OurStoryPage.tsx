import { entranceAnimationAttributes } from '@vitrine/runtime-core/markup';
import type { ReactNode } from 'react';
import { PageIntro } from '../components/PageIntro';
import { UpdatedNote } from '../components/UpdatedNote';
import { WheatIllustration } from '../components/WheatIllustration';
import { pagePath } from '../site';
import type { PageContentProps } from '../site-page';

/** The story's sections, in reading order: the table of contents and the section ids come from here. */
const CHAPTERS = [
  { id: 'sourdough', title: 'A starter older than the shop' },
  { id: 'the-mill', title: 'The mill up the river' },
  { id: 'today', title: 'A baking day, today' },
  { id: 'people', title: 'The people at the bench' },
  { id: 'next', title: 'What comes next' },
] as const;

/** A baking day, hour by hour. */
const TIMELINE: ReadonlyArray<readonly [time: string, what: string]> = [
  ['3:40', 'Ovens on; starter fed for tomorrow.'],
  ['4:30', 'First bake: country loaves, then the rye.'],
  ['5:15', 'Pastry out of the fridge; knots shaped and proofed.'],
  ['6:30', 'Van leaves for Northside and the market stall.'],
  ['7:00', 'Doors open on Harbor Street; first flat white poured.'],
  ['13:00', 'Tomorrow’s dough mixed, shaped and put to bed.'],
];

type ChapterId = (typeof CHAPTERS)[number]['id'];

function Chapter({ id, children }: { id: ChapterId; children: ReactNode }) {
  const chapter = CHAPTERS.find((entry) => entry.id === id)!;
  return (
    <section
      className="chapter"
      id={id}
      aria-labelledby={`${id}-heading`}
      {...entranceAnimationAttributes({ animation: 'fadeInUp', offset: 60 })}
    >
      <p className="chapter__number">Chapter {CHAPTERS.indexOf(chapter) + 1}</p>
      <h2 id={`${id}-heading`}>{chapter.title}</h2>
      {children}
    </section>
  );
}

export function OurStoryPage({ publication }: PageContentProps) {
  return (
    <article className="story">
      <PageIntro eyebrow="Our story" title="Flour, water, salt — and a great many early mornings">
        <p>
          How a jar of sourdough starter, a disused net loft and a stubborn miller became the bakery on Harbor
          Street. It is a long read; pour a coffee.
        </p>
      </PageIntro>

      <div className="story__layout">
        <nav className="toc" aria-label="On this page">
          <h2 className="toc__title">On this page</h2>
          <ol>
            {CHAPTERS.map((chapter) => (
              <li key={chapter.id}>
                <a href={`#${chapter.id}`}>{chapter.title}</a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="story__chapters">
          <Chapter id="sourdough">
            <p>
              The starter we still bake with arrived in a jam jar in the hand luggage of our head baker, Mara,
              in the winter of 2016. It had been fed twice a day for eleven years in a Stockholm kitchen, and
              it came with a handwritten card: <em>rye, water, warmth, patience</em>. For three years it lived
              on the top of Mara’s fridge and made bread for friends, for the farmers’ market and, eventually,
              for a waiting list.
            </p>
            <p>
              Sourdough is less a recipe than a relationship. The starter is a culture of wild yeasts and
              lactic acid bacteria; it responds to the temperature of the room, the flour it is fed and the
              time between feeds. In a cold week the bread is tangier and the crumb tighter. In August it
              races ahead and we feed it at midnight. We keep notes on every batch — we are on notebook number
              forty-one.
            </p>
            <p>
              When we signed the lease on the old net loft in the spring of 2019, the starter moved in before
              the ovens did. The first loaves came out of a second-hand deck oven on a Tuesday in June, and we
              sold all sixty of them by nine in the morning. We have not made fewer than two hundred on a
              Saturday since.
            </p>
            <blockquote {...entranceAnimationAttributes({ animation: 'fadeIn', duration: 1.6, delay: 0.2 })}>
              “The bread is ready when it is ready. Our job is to notice.”
              <cite>— Mara Lindqvist, head baker</cite>
            </blockquote>
            <p>
              Every loaf we sell is naturally leavened: no commercial yeast, no improvers, no dough
              conditioners. The long, cool fermentation develops flavour, keeps the bread fresh for days and
              makes the grain easier to digest. It also means we plan our baking two days ahead, which is why
              Saturday orders close on Thursday night.
            </p>
          </Chapter>

          <Chapter id="the-mill">
            <div
              className="chapter__aside"
              {...entranceAnimationAttributes({ animation: 'bounceIn', delay: 0.3 })}
            >
              <WheatIllustration />
            </div>
            <p>
              For our first year we baked with good organic flour that arrived on a pallet from four states
              away. It was consistent and it was fine, and fine began to bother us. So in the autumn of 2020
              we drove up the Alder River to Tillman Mill, a water-powered stone mill that had been grinding
              feed corn for the valley since 1887 and had not milled bread flour for forty years.
            </p>
            <p>
              Ruth Tillman, the miller, listened to our pitch on the loading dock and said no. Bread flour
              needs clean grain, sharp stones and a customer who will buy every sack, whatever the harvest. We
              came back in the spring with two farmers — the Haldanes, who grow hard red wheat on the bench
              above the river, and Pieter Vos, who had been growing winter rye as a cover crop and ploughing
              it under. We offered to buy their entire harvest at a price fixed before planting. Ruth dressed
              her stones that summer.
            </p>
            <p>
              Today the mill grinds for us every Monday, which is why the bakery is closed on Mondays. The
              flour arrives on Tuesday still faintly warm, with the germ and much of the bran left in. It
              drinks more water than roller-milled flour and it behaves differently with every harvest: the
              2023 rye was so thirsty that we rewrote half our recipes in October. We would not trade it.
            </p>
            <p>
              Buying a harvest in advance carries risk for a small bakery. In the dry summer of 2021 the wheat
              came in at two-thirds of the usual yield, and we baked more rye than we had planned. Our
              customers, to our relief, followed us; the dark rye with caraway is now our second-best seller.
            </p>
            <h3>Visiting the mill</h3>
            <p>
              Tillman Mill opens to visitors on the first Saturday of every month from May to October. Ruth
              gives a tour at eleven and we bring bread for lunch. Ask at the counter for directions.
            </p>
          </Chapter>

          <Chapter id="today">
            <p>
              A baking day starts at 3:40 in the morning, when the first baker unlocks the net loft and turns
              on the ovens. The dough for today was mixed yesterday afternoon and has spent the night in the
              retarder, a walk-in fridge kept at four degrees. It comes out shaped and proofed, and it goes
              into the oven cold, straight onto the stone deck, with a burst of steam.
            </p>
            <ol className="timeline">
              {TIMELINE.map(([time, what], index) => (
                <li
                  key={time}
                  {...entranceAnimationAttributes({ animation: 'fadeInLeft', delay: index * 0.12 })}
                >
                  <strong>{time}</strong> {what}
                </li>
              ))}
            </ol>
            <p>
              By seven the shelves are full and the first customers are the same every day: two fishermen off
              the early boats, a nurse coming off night shift and a man who buys one cardamom knot and reads
              the paper for an hour. By noon the country loaves are usually gone. Whatever is left at closing
              goes to the Port Alder food bank, or into tomorrow’s bread pudding.
            </p>
            <p>
              The café side runs on its own rhythm. Theo opens the espresso machine at 6:45, dials in the
              grinder and pulls a dozen test shots that the bakers drink standing up. The coffee is roasted
              twenty minutes inland by a friend who also roasts for two of the restaurants we bake for, and
              the milk comes from a dairy on the other side of the bay.
            </p>
            <p>
              See <a href={pagePath('menu')}>what is on the menu</a> today, or{' '}
              <a href={pagePath('locations')}>find the bakery nearest to you</a>.
            </p>
          </Chapter>

          <Chapter id="people">
            <p>
              There are eleven of us now. Four bakers, three in pastry, three in the café and one person — Ana
              — who keeps the orders, the invoices, the van and everyone else in order. Most of the team
              started at the counter and learned to bake here; two came from restaurant kitchens, and one from
              a career in accounting that she describes as “a long proof”.
            </p>
            <p>
              Bakery hours are hard on people, so we try to make the rest easy. Everyone works four days a
              week, nobody works both Saturday and Sunday, and the bakery closes for two weeks every January
              so the whole team can rest at the same time. We pay above the local hospitality rate and share
              the profits at the end of the year.
            </p>
            <p>
              We train two apprentices a year with the community college in Port Alder. If you are curious
              about baking as a trade, come and talk to us — the best time is around two in the afternoon,
              when the dough is resting and so are we.
            </p>
          </Chapter>

          <Chapter id="next">
            <p>
              This year we are planting our own small plot of heritage rye with the Vos family, and we hope to
              bake the first loaf from it next autumn. We are also working with the mill on a sifted flour for
              pastry, which would let June’s croissants use local grain too.
            </p>
            <p>
              What we will not do is grow quickly. Three shops is enough for one starter and one mill. If you
              would like to follow along, the <a href={pagePath('blog')}>journal</a> is where we write about
              the harvest, the ovens and the occasional disaster.
            </p>
            <p className="story__end">
              Thank you for reading — and for buying bread from people who care about it.
            </p>
          </Chapter>
        </div>
      </div>

      <UpdatedNote publication={publication} />
    </article>
  );
}
