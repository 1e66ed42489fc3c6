// Custom widget "Market countdown", written as a site owner would: its HTML template loads Day.js from a public
// CDN with a <script src> tag (pasted from the library's instructions), and this function uses the library's
// global. Config: `opens` and `closes` (HH:MM) of the Saturday market.
var $element = $(element);
var today = dayjs();
var next = today.day(6);
if (next.isBefore(today, 'day')) next = next.add(7, 'day');
var when = next.isSame(today, 'day') ? 'today' : next.format('dddd D MMMM');
$element.addClass('market-countdown').empty();
$('<p class="market-countdown__when"></p>')
  .text(
    'At the market ' +
      when +
      ', ' +
      (data.config.opens || '8:00') +
      ' to ' +
      (data.config.closes || '13:00') +
      '.',
  )
  .appendTo($element);
(window.dataLayer = window.dataLayer || []).push({ event: 'market_countdown_shown' });
