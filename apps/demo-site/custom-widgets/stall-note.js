// Custom widget "Stall note": the note of the day at the market stall, from the page's customwidgetstrings
// (what the site owner typed in the editor), styled by the page's customwidgetcss. It lives in the market page's
// "stall hours" popup.
var $element = $(element);
$element.addClass('stall-note').empty();
$('<p class="stall-note__text"></p>')
  .text(data.strings.note || 'See you at the stall.')
  .appendTo($element);
