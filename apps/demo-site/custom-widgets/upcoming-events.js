// Custom widget "Upcoming events", written as a site owner would in the custom-widget editor: the body of
// function (element, data, api). It lists the next events of a site collection through the collections API.
// Config: `collection` (default "events"), `limit` (default 3) and `title` (editor-wrapped rich text).
var $element = $(element);
var title = $(data.config.title || '<p class="rteBlock">Coming up</p>').text();
var collectionName = data.config.collection || 'events';
var limit = parseInt(data.config.limit, 10) || 3;

// The page may already show the list as of the day it was rendered (the template writes it in this widget's
// markup): it stays while the collection is asked, so nothing moves as the visitor reaches it. On a page
// without it, the widget draws its own and says it is loading.
$element.addClass('upcoming-events').attr('aria-busy', 'true');
var $list = $element.children('.upcoming-events__list');
var $status = $element.children('.upcoming-events__status');
if (!$list.length || !$status.length) {
  $element.empty();
  $('<h3 class="upcoming-events__title"></h3>').text(title).appendTo($element);
  $list = $('<ul class="upcoming-events__list"></ul>').appendTo($element);
  $status = $('<p class="upcoming-events__status" role="status"></p>')
    .text('Loading events…')
    .appendTo($element);
}

function pad(number) {
  return (number < 10 ? '0' : '') + number;
}

// Dates in the collection are calendar days (YYYY-MM-DD), compared as text against the visitor's today.
function today() {
  var now = new Date();
  return now.getFullYear() + '-' + pad(now.getMonth() + 1) + '-' + pad(now.getDate());
}

function readableDate(day) {
  return new Date(day + 'T12:00:00Z').toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

api
  .loadCollectionsAPI()
  .then(function (collections) {
    return collections
      .data(collectionName)
      .where('date', 'GTE', today())
      .orderBy('date', 'ASC')
      .pageSize(limit)
      .pageNumber(0)
      .get();
  })
  .then(
    function (result) {
      $list.empty();
      $.each(result.values, function (index, row) {
        var $item = $('<li class="upcoming-events__item"></li>').appendTo($list);
        $('<time class="upcoming-events__date"></time>')
          .attr('datetime', row.data.date)
          .text(readableDate(row.data.date))
          .appendTo($item);
        $('<a class="upcoming-events__name"></a>')
          .attr('href', row.page_item_url || '#')
          .text(row.data.title)
          .appendTo($item);
        $('<span class="upcoming-events__place"></span>').text(row.data.location).appendTo($item);
      });
      $status.text(result.values.length ? '' : 'Nothing planned right now — ask us at the counter.');
      $element.removeAttr('aria-busy');
    },
    function () {
      $status.text('Our events could not be loaded just now. Please try again later.');
      $element.removeAttr('aria-busy');
    },
  );
