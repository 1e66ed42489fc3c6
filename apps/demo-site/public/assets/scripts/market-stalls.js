// Head script of the Saturday market page (its `headsection`): when the stall is next at Rye Lane Market.
// The page's own inline script uses it, so it must have run first, as it would on a document load.
(() => {
  window.dataLayer = window.dataLayer || [];
  var SATURDAY = 6;
  var CLOSES_AT_HOUR = 13;
  window.HarborMarket = {
    /** "today until 13:00", or the date of the next Saturday, in the visitor's own calendar. */
    nextMarketText: (now) => {
      if (now.getDay() === SATURDAY && now.getHours() < CLOSES_AT_HOUR)
        return 'Next market: today, until 13:00.';
      var next = new Date(
        now.getFullYear(),
        now.getMonth(),
        now.getDate() + ((SATURDAY - now.getDay() + 7) % 7 || 7),
      );
      return (
        'Next market: ' +
        next.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' }) +
        ', 8:00 to 13:00.'
      );
    },
  };
  window.dataLayer.push({ event: 'market_stalls_loaded' });
})();
