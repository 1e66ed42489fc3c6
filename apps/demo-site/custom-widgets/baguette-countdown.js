// Custom widget "Baguette countdown", written the way a site owner writes one in the builder's custom-widget
// editor: the body of function (element, data, api), with jQuery as `$`. Config: `batches` (comma-separated
// HH:MM times) and `title`, which the editor wraps in <p class="rteBlock">.
var $element = $(element);
var title = $(data.config.title || '<p class="rteBlock">Baguettes</p>').text();
$element.addClass('baguette-countdown').empty();
$('<h2 class="baguette-countdown__title"></h2>').text(title).appendTo($element);
var $status = $('<p class="baguette-countdown__status" aria-live="polite"></p>').appendTo($element);
var $note = $('<p class="baguette-countdown__note" hidden></p>').appendTo($element);

var batches = String(data.config.batches || '')
  .split(',')
  .map(function (time) {
    return time.trim();
  })
  .filter(function (time) {
    return /^\d{1,2}:\d{2}$/.test(time);
  });

$element.data('batches', batches);

api.loadScript('/assets/custom-widgets/harbor-time.js', function () {
  function renderAll() {
    $('.baguette-countdown').each(function () {
      var $widget = $(this);
      $widget
        .find('.baguette-countdown__status')
        .text(window.HarborTime.nextBatchText($widget.data('batches') || [], new Date()));
    });
  }
  renderAll();
  // One timer for the whole page, started when the page is ready (again after each in-page navigation) and
  // stopped before the visitor leaves it.
  // runOnReady callbacks run after every in-page navigation, also to pages without this widget.
  api.runOnReady('baguette-countdown', function (info) {
    clearInterval(window.__baguetteTimer);
    window.__baguetteTimer = undefined;
    if ($('.baguette-countdown').length === 0) return;
    window.__baguetteTimer = setInterval(renderAll, 30000);
    $('.baguette-countdown').attr('data-ready', info.isAjax ? 'after-navigation' : 'first-load');
  });
  api.runBeforeAjaxNavigation('baguette-countdown', function () {
    clearInterval(window.__baguetteTimer);
    window.__baguetteTimer = undefined;
  });
});

api.subscribeEvent(api.EVENTS.SHOW_POPUP, function () {
  $note.text('Allergen questions? We are happy to help at the counter.').prop('hidden', false);
});
