// A small helper library the "Baguette countdown" custom widget loads with dmAPI.loadScript.
window.HarborTime = {
  /** "Next batch at 10:00 (in 25 min)", or that today's batches are done. */
  nextBatchText: function (batches, now) {
    var minutesNow = now.getHours() * 60 + now.getMinutes();
    for (var i = 0; i < batches.length; i++) {
      var parts = batches[i].split(':');
      var minutes = Number(parts[0]) * 60 + Number(parts[1]);
      if (minutes > minutesNow) {
        var wait = minutes - minutesNow;
        var inText = wait >= 60 ? Math.floor(wait / 60) + ' h ' + (wait % 60) + ' min' : wait + ' min';
        return 'Next batch at ' + batches[i] + ' (in ' + inText + ')';
      }
    }
    return "Today's batches are out — next one tomorrow at " + (batches[0] || 'opening') + '.';
  },
};
