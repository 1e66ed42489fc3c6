// JS heap and event-listener count after 200 navigations against after 10, both times on the same page: a leak
// shows as growth. (Measured on different pages, the counts differ by what each page has: our-story against
// locations read as 41 → 476 listeners, which was the pages, not a leak.)
import { openBenchPage } from './browser.mjs';
import { kb } from './format.mjs';

const bench = await openBenchPage();
try {
  const { page, site, navigate } = bench;
  const cdp = await page.context().newCDPSession(page);
  const aliases = ['about', 'menu', 'our-story', 'locations', 'blog', 'contact', 'home'];
  const MEASURED_ON = 'locations';
  let done = 0;
  const navigateTo = async (count) => {
    for (; done < count; done++) {
      // Every 7th page is uncached (a fresh query), so both paths run; the last one is the measured page.
      const alias = done === count - 1 ? MEASURED_ON : aliases[done % aliases.length];
      const href = done % 7 === 6 ? `${site}/${alias}?n=${done}` : `${site}/${alias}`;
      await navigate(href);
    }
  };
  const measure = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    const counters = await cdp.send('Memory.getDOMCounters');
    return { heap: heap.usedSize, listeners: counters.jsEventListeners, nodes: counters.nodes };
  };
  await navigateTo(10);
  const after10 = await measure();
  await navigateTo(200);
  const after200 = await measure();
  console.log(`memory across navigations, measured on ${MEASURED_ON} each time (after garbage collection)`);
  console.log(
    `  after  10: heap ${kb(after10.heap).padStart(10)}   event listeners ${String(after10.listeners).padStart(5)}   DOM nodes ${after10.nodes}`,
  );
  console.log(
    `  after 200: heap ${kb(after200.heap).padStart(10)}   event listeners ${String(after200.listeners).padStart(5)}   DOM nodes ${after200.nodes}`,
  );
  console.log(
    `  growth:    heap ${kb(after200.heap - after10.heap).padStart(10)}   event listeners ${String(after200.listeners - after10.listeners).padStart(5)}`,
  );
} finally {
  await bench.close();
}
