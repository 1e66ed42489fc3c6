import type { SiteExtension } from '../db/site-extensions';

/** The placeholder the market page renders for the bread club extension. */
export const BREAD_CLUB_PLACEHOLDER_ID = 'ext-bread-club';

const stampsScript = `(function () {
  var stamps = document.querySelector('.bread-club [data-bread-club-stamps]');
  if (!stamps) return;
  var count = 0;
  try {
    count = Math.min(9, Number(localStorage.getItem('harborBreadClubStamps')) || 0);
  } catch (error) {}
  stamps.textContent = count + ' of 9 stamps collected on this device.';
  (window.dataLayer = window.dataLayer || []).push({ event: 'bread_club_shown' });
})();`;

const card = (text: string) =>
  `<section class="bread-club card" aria-labelledby="bread-club-title"><h2 id="bread-club-title">Bread club</h2><p>${text}</p><p class="bread-club__stamps" data-bread-club-stamps>Your stamps show here.</p><script>${stampsScript}</script></section>`;

/** The site's extensions, seeded into SQLite once; the market page renders the bread club. */
export const SITE_EXTENSIONS: readonly SiteExtension[] = [
  {
    extId: 'bread-club',
    title: 'Bread club loyalty card',
    html: card(
      'Buy nine loaves at the market stall and the tenth is on us: we stamp your card at the till, and this page keeps count.',
    ),
    htmlMobile: card('Nine loaves bought, the tenth is on us.'),
  },
];
