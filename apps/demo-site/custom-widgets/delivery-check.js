// Custom widget "Delivery check", written as a site owner would in the custom-widget editor: the body of
// function (element, data, api). A visitor types an address; the site's geocoder (dmAPI.geocodeSuggest while
// typing, dmAPI.geocode on submit) finds it, the widget says whether it is within the delivery radius of the
// bakery and shows it with dmAPI.drawMap. Config: `title` (editor-wrapped rich text), `fromName`, `fromLat`,
// `fromLng`, `radiusKm`.
var $element = $(element);
var title = $(data.config.title || '<p class="rteBlock">Do we deliver to you?</p>').text();
var fromName = data.config.fromName || 'the bakery';
var from = { lat: Number(data.config.fromLat), lng: Number(data.config.fromLng) };
var radiusKm = Number(data.config.radiusKm) || 8;
var inputId = 'delivery-check-address-' + data.elementId;
var listId = inputId + '-suggestions';

$element.addClass('delivery-check').empty();
$('<h2 class="delivery-check__title"></h2>').text(title).appendTo($element);
var $form = $('<form class="delivery-check__form"></form>');
$('<label></label>').attr('for', inputId).text('Your address').appendTo($form);
var $input = $('<input type="text" name="address" autocomplete="street-address" required>')
  .attr({ id: inputId, list: listId })
  .appendTo($form);
var $suggestions = $('<datalist></datalist>').attr('id', listId).appendTo($form);
$('<button type="submit" class="button">Check</button>').appendTo($form);
$form.appendTo($element);
var $result = $('<p class="delivery-check__result" role="status" aria-live="polite"></p>').appendTo($element);
var $map = $('<div class="delivery-check__map" hidden></div>').appendTo($element);

// Straight-line distance on the globe (haversine), in kilometres.
function distanceKm(a, b) {
  var rad = Math.PI / 180;
  var dLat = (b.lat - a.lat) * rad;
  var dLng = (b.lng - a.lng) * rad;
  var h =
    Math.sin(dLat / 2) * Math.sin(dLat / 2) +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) * Math.sin(dLng / 2);
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

// Only the newest suggestion answer fills the list: an older one may arrive after it.
var suggestion = 0;
$input.on('input', function () {
  var query = $.trim($input.val());
  var asked = ++suggestion;
  if (query.length < 3) return;
  api.geocodeSuggest(query).then(
    function (results) {
      if (asked !== suggestion) return;
      $suggestions.empty();
      $.each(results, function (index, result) {
        $('<option></option>').attr('value', result.label).appendTo($suggestions);
      });
    },
    function () {
      // Suggestions are a convenience: the check itself still works on submit.
    },
  );
});

var check = 0;
$form.on('submit', function (event) {
  event.preventDefault();
  var query = $.trim($input.val());
  if (!query) return;
  var asked = ++check;
  $element.attr('data-state', 'checking');
  $result.text('Looking up “' + query + '”…');
  api
    .geocode(query)
    .then(function (results) {
      if (asked !== check) return;
      var place = results[0];
      if (!place) {
        $element.attr('data-state', 'not-found');
        $map.prop('hidden', true);
        $result.text('We could not find “' + query + '”. Try the street and the town.');
        return;
      }
      var km = distanceKm(from, { lat: place.y, lng: place.x });
      var away = km.toFixed(1) + ' km from ' + fromName;
      $result.text(
        km <= radiusKm
          ? place.label + ' is ' + away + ': we deliver there.'
          : place.label +
              ' is ' +
              away +
              ': a little too far for our van, but cakes travel well if you collect.',
      );
      $map.prop('hidden', false);
      return api
        .drawMap({ container: $map[0], lat: place.y, lng: place.x, zoom: 15, title: 'Map of ' + place.label })
        .then(function () {
          if (asked === check) $element.attr('data-state', km <= radiusKm ? 'delivers' : 'too-far');
        });
    })
    .catch(function (error) {
      if (asked !== check) return;
      $element.attr('data-state', 'failed');
      $result.text('Sorry, the address search is not available just now. Please call us instead.');
      console.error('[delivery-check]', error);
    });
});
