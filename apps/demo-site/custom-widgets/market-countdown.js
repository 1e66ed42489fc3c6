// Custom widget "Market countdown", written as a site owner would: its HTML template loads Day.js from a public
// CDN with a <script src> tag (pasted from the library's instructions), and this function uses the library's
// global. Config: `opens` and `closes` (HH:MM) of the Saturday market. The Day.js tag is held until the visitor
// accepts functional cookies (docs/consent.md), so until it has run the plain schedule stays, and the countdown
// replaces it once the library arrives.
var $element = $(element);
function showCountdown() {
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
}
if (typeof window.dayjs === 'function') {
  showCountdown();
} else {
  // A script's load does not bubble: listen on the way down, for the held Day.js once it runs.
  var onScriptLoad = function () {
    if (typeof window.dayjs !== 'function' || !element.isConnected) return;
    document.removeEventListener('load', onScriptLoad, true);
    showCountdown();
  };
  document.addEventListener('load', onScriptLoad, true);
}
