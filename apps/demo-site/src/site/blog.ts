import type { BlogPostSeed } from '../db/blog-posts';
import { pagePath } from './site';

/**
 * The journal's posts, seeded into SQLite (migration 0013) on first start. Post pages are reached by `post_id`
 * (core-runtime spec §2); the rye harvest post has a page of its own with more on it. The last two are drafts
 * (migration 0019): only preview and editor mode show them.
 */
export const BLOG_POSTS: readonly BlogPostSeed[] = [
  {
    id: 16,
    pageAlias: 'rye-harvest',
    title: 'The thirstiest rye we have ever milled',
    author: 'Mara Lindqvist',
    publishedOn: '2025-10-14',
    tags: ['Harvest', 'Rye'],
    excerpt:
      'This year’s rye from the Vos farm came in dry and hungry. Here is how we rewrote our hydration — and why the dark rye tastes better for it.',
    paragraphs: [
      'This year’s rye from the Vos farm came in dry and hungry. A dry August left the grain hard and low in moisture, and the first test bake of the dark rye came out of the tin like a brick.',
      'So we rewrote the hydration: four points more water in the sour, a longer soak for the cracked grain, and an hour more in the tin before the oven. The crumb is moister than last year’s and the caraway reads louder against it.',
      'The dark rye is on the shelves on Tuesdays, Thursdays and Saturdays from 8:30. Ask for the end slice if you want to taste the crust first.',
    ],
  },
  {
    id: 15,
    pageAlias: 'post',
    title: 'Cardamom knots, one hundred at a time',
    author: 'June Alvarez',
    publishedOn: '2025-09-30',
    tags: ['Pastry'],
    excerpt: 'How a Saturday’s worth of knots gets tied before seven, and why the dough rests overnight.',
    paragraphs: [
      'The knot dough is mixed on Friday afternoon and spends the night in the walk-in, where it firms up enough to roll thin without tearing.',
      'At five on Saturday two of us roll, fill and tie: a long strip of dough, cardamom butter, a twist and a loop. A hundred take about forty minutes once the hands remember.',
      'They bake at 200 degrees for fourteen minutes and get a brush of syrup as they come out. If you want them warm, come before eight.',
    ],
  },
  {
    id: 14,
    pageAlias: 'post',
    title: 'A new grinder for the café',
    author: 'Theo Okafor',
    publishedOn: '2025-09-12',
    tags: ['Café', 'Coffee'],
    excerpt:
      'The old grinder retired after nine years. The new one is quieter, and the espresso is sweeter for it.',
    paragraphs: [
      'Nine years and something like two hundred thousand shots: the old grinder earned its rest. The burrs were worn round, and on busy mornings it ran hot.',
      'The new one has flat burrs and a slower motor. It is quieter, which the café’s regulars noticed before the coffee, and it keeps the grind even when the queue is out the door.',
    ],
  },
  {
    id: 13,
    pageAlias: 'post',
    title: 'What a sourdough starter eats',
    author: 'Mara Lindqvist',
    publishedOn: '2025-08-21',
    tags: ['Bakery', 'Sourdough'],
    excerpt: 'Our starter is older than the shop. Twice a day it gets rye flour, water and a warm corner.',
    paragraphs: [
      'The starter came with us from the first market stall. It gets fed at six in the morning and six in the evening: equal weights of whole rye flour and water, and a spoon of the old starter.',
      'Rye keeps it lively; the wheat doughs it raises get their sourness from it. On Mondays, when the bakery is shut, it sleeps in the fridge.',
    ],
  },
  {
    id: 12,
    pageAlias: 'post',
    title: 'Rhubarb, at last',
    author: 'June Alvarez',
    publishedOn: '2025-08-02',
    tags: ['Kitchen', 'Pastry'],
    excerpt:
      'June’s frangipane tart is back for as long as the rhubarb lasts. A short note on roasting it so it keeps its shape.',
    paragraphs: [
      'The rhubarb from the allotments came late this year, but it came pink and thin, which is what the tart wants.',
      'We roast it in a single layer with a little sugar and orange zest, at a low heat, just until a knife goes in. Any longer and it slumps into jam.',
    ],
  },
  {
    id: 11,
    pageAlias: 'post',
    title: 'Spelt tins for the school fair',
    author: 'Theo Okafor',
    publishedOn: '2025-07-15',
    tags: ['Community', 'Spelt'],
    excerpt:
      'Sixty seeded spelt tins went to the Harbor Street school fair. The raffle raised enough for a new oven at the school.',
    paragraphs: [
      'The school asked for bread for the fair’s lunch stand; we baked sixty seeded spelt tins on the Thursday and sliced them on the Friday.',
      'The raffle for a month of bread raised more than the fair’s whole lunch stand. The school is putting it toward an oven for its cooking club.',
    ],
  },
  {
    id: 10,
    pageAlias: 'post',
    title: 'Baking through a heatwave',
    author: 'Mara Lindqvist',
    publishedOn: '2025-06-28',
    tags: ['Bakery'],
    excerpt:
      'When the bakery reaches 34 degrees before dawn, everything proves twice as fast. Ice water helps.',
    paragraphs: [
      'Dough likes 24 degrees. The bakery was 34 by five in the morning, three days running.',
      'We mixed with ice water, cut the yeast in the baguette by a third, and shaped the country loaves an hour earlier. The croissants moved to the night shift, when the butter stays firm.',
    ],
  },
  {
    id: 9,
    pageAlias: 'post',
    title: 'Meet the miller: a morning with Ruth Tillman',
    author: 'Theo Okafor',
    publishedOn: '2025-06-10',
    tags: ['Mill', 'Rye'],
    excerpt: 'Ruth has milled our flour for six years. We asked her what the stones are listening for.',
    paragraphs: [
      'Ruth starts the stones at four. She listens to them before she looks at the flour: a change in pitch means the grain has changed, and the gap needs setting.',
      'She mills our rye coarse and our wheat fine, and she will not mill wet grain. “Flour remembers the weather,” she says.',
    ],
  },
  {
    id: 8,
    pageAlias: 'post',
    title: 'A Saturday at Tillman Mill',
    author: 'Mara Lindqvist',
    publishedOn: '2025-05-19',
    tags: ['Mill'],
    excerpt:
      'Forty of you came up the river for the first mill tour of the season. Ruth showed off the new stones; we brought sandwiches.',
    paragraphs: [
      'The first mill tour of the season filled the boat twice. Ruth walked everyone through the cleaning, the stones and the sifter, and let the children turn the hand mill.',
      'Lunch was rye sandwiches on the grass by the mill race. The next tour is in September.',
    ],
  },
  {
    id: 7,
    pageAlias: 'post',
    title: 'The market stall turns five',
    author: 'June Alvarez',
    publishedOn: '2025-04-26',
    tags: ['Market', 'Community'],
    excerpt: 'Five years of Saturdays on Rye Lane, and a cake for everyone who came by.',
    paragraphs: [
      'The Rye Lane stall was where Harbor & Rye began: one table, two crates, a borrowed umbrella. Five years on it has a roof and a queue.',
      'We cut a cardamom cake into two hundred squares to say thank you. It was gone by ten.',
    ],
  },
  {
    id: 6,
    pageAlias: 'post',
    title: 'Hot cross buns, the slow way',
    author: 'June Alvarez',
    publishedOn: '2025-04-10',
    tags: ['Pastry', 'Kitchen'],
    excerpt: 'A night in the fridge, a spiced tea soak for the fruit, and a cross piped by hand.',
    paragraphs: [
      'The fruit soaks overnight in strong spiced tea, so it stays plump in the oven. The dough has a long cold rise and is shaped in the morning.',
      'Each cross is piped by hand from a flour paste. They are not all straight, and we like them that way.',
    ],
  },
  {
    id: 5,
    pageAlias: 'post',
    title: 'Why our baguettes are shorter',
    author: 'Mara Lindqvist',
    publishedOn: '2025-03-18',
    tags: ['Bakery', 'Wheat'],
    excerpt: 'The deck oven is 60 centimetres deep. The baguette follows the oven.',
    paragraphs: [
      'A Paris baguette is around 65 centimetres. Our deck oven is 60 deep, so ours are 55: they bake evenly, and they fit in a tote bag.',
      'The dough is the same: a poolish made the night before, a long bulk, and a hot oven with steam.',
    ],
  },
  {
    id: 4,
    pageAlias: 'post',
    title: 'Coffee and rye: a tasting',
    author: 'Theo Okafor',
    publishedOn: '2025-02-22',
    tags: ['Café', 'Coffee', 'Rye'],
    excerpt: 'Three coffees, three breads, one Sunday afternoon. Dark rye and a washed Ethiopian won.',
    paragraphs: [
      'We paired three filter coffees with three breads for a Sunday tasting in the café. Twenty-two of you came.',
      'The favourite by a mile: a bright washed Ethiopian with the dark rye and a smear of salted butter.',
    ],
  },
  {
    id: 3,
    pageAlias: 'post',
    title: 'Why we close for two weeks every January',
    author: 'Mara Lindqvist',
    publishedOn: '2025-01-27',
    tags: ['Bakery'],
    excerpt:
      'Bakery hours are hard. Closing together means everyone rests at once — and the ovens get their yearly service.',
    paragraphs: [
      'Bakers start at four and work weekends. Closing the whole bakery for two weeks means everyone rests at once, instead of covering for each other all year.',
      'The ovens get their service, the floors get sealed, and the starter gets a holiday in the fridge.',
    ],
  },
  {
    id: 2,
    pageAlias: 'post',
    title: 'Stollen season',
    author: 'June Alvarez',
    publishedOn: '2024-12-05',
    tags: ['Pastry', 'Holidays'],
    excerpt: 'Marzipan, candied peel we make ourselves, and three weeks of rest before it is sliced.',
    paragraphs: [
      'Stollen wants time. We bake it in mid-November, wrap it, and leave it for three weeks, so the butter and the fruit settle into each other.',
      'The candied orange peel is our own, from the café’s juicing oranges. It takes four days.',
    ],
  },
  {
    id: 1,
    pageAlias: 'post',
    title: 'Hello from Harbor Street',
    author: 'Theo Okafor',
    publishedOn: '2024-11-02',
    tags: ['Community'],
    excerpt: 'The shop on Harbor Street is open. Come in, have a coffee, say hello.',
    paragraphs: [
      'After four years at the market, Harbor & Rye has a shop: ovens in the back, a café at the front, and a bench by the window.',
      'We open at seven, Tuesday to Sunday. The first coffee is on us all week.',
    ],
  },
  {
    id: 17,
    pageAlias: 'post',
    title: 'Draft: the spelt loaf we are not selling yet',
    author: 'Mara Lindqvist',
    publishedOn: '2025-11-20',
    tags: ['Bread', 'Spelt'],
    excerpt:
      'Three bakes in, the spelt loaf is nearly right. Not on the shelves until the crumb stops tearing.',
    paragraphs: [
      'Spelt takes water fast and gives it back faster. Our first loaf tore along the top; the second spread like a pancake.',
      'The third is close: a cooler proof and a shorter mix. When it is right it goes on the Thursday shelf, and this post goes out.',
    ],
    draft: true,
  },
  {
    id: 18,
    pageAlias: 'post',
    title: 'Draft: winter opening hours',
    author: 'Theo Okafor',
    publishedOn: '2025-11-24',
    tags: ['Community'],
    excerpt: 'From December the café opens at eight. Waiting on the landlord before this one is published.',
    paragraphs: [
      'From the first of December the café opens at eight instead of seven; the bakery counter still opens at seven.',
      'We will publish this once the new hours are on the door.',
    ],
    draft: true,
  },
];

/**
 * The post page's address (core-runtime spec §2: posts are reached by links carrying `post_id`). A draft's
 * carries the preview flag, which the server reads (it is listed in preview only, and its page is not found
 * without the flag), and the preview hash, which the runtime reads (spec §2: a hash containing `preview` is
 * preview mode), so the server and the runtime agree that the owner is previewing.
 */
export function postHref(post: { id: number; pageAlias: string; draft?: boolean }): string {
  return `${pagePath(post.pageAlias)}?post_id=${post.id}${post.draft ? '&preview=true#preview' : ''}`;
}

/** Posts on the first page of the blog list, and in each load-more. */
export const POSTS_PER_PAGE = 5;
/** Posts in a post page's "More from the journal" list, and in each of its load-mores. */
export const RECENT_POSTS = 3;
/** The search page's results per page. */
export const SEARCH_RESULTS_PER_PAGE = 5;

/** The comment providers' accounts: the comment service's short name, the social network's app token. */
export const COMMENT_SERVICE_SHORT_NAME = 'harbor-and-rye';
/** The social network's app access token from the site's common properties, for its graph count query. */
export const SOCIAL_APP_ACCESS_TOKEN = '310042998811|harbor-and-rye-demo-client-token';
/** Where the site is published: comment providers key a post's comments by its public address. */
export const PUBLIC_ORIGIN = 'https://harbor-and-rye.example';

/** "14 October 2025": the date as the posts print it. */
export function postDateLabel(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
