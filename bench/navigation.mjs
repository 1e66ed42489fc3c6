// Navigation latency in Chromium, click to new content painted, median of 30: pages from the cache and
// pages from the network (the demo server on loopback, so this is core's own cost plus a local round trip).
import { openBenchPage } from './browser.mjs';
import { median } from './format.mjs';

const RUNS = 30;
const bench = await openBenchPage();
try {
  const { site, navigate } = bench;

  // Warm-up: loads the engine chunk and caches the two pages used for cached runs.
  await navigate(`${site}/about`);
  await navigate(`${site}/menu`);

  const uncached = [];
  for (let run = 0; run < RUNS; run++) {
    const { ms, fromCache } = await navigate(`${site}/${run % 2 ? 'about' : 'menu'}?bench=${run}`);
    if (fromCache) throw new Error('an uncached run was served from the cache');
    uncached.push(ms);
  }
  const cached = [];
  for (let run = 0; run < RUNS; run++) {
    const { ms, fromCache } = await navigate(`${site}/${run % 2 ? 'about' : 'menu'}`);
    if (!fromCache) throw new Error('a cached run went to the network');
    cached.push(ms);
  }
  const line = (label, values) =>
    `  ${label.padEnd(10)} median ${median(values).toFixed(1).padStart(6)} ms   min ${Math.min(...values)
      .toFixed(1)
      .padStart(6)} ms   max ${Math.max(...values)
      .toFixed(1)
      .padStart(6)} ms`;
  console.log(
    `navigation latency, click to new content painted, ${RUNS} runs each (Chromium, loopback server)`,
  );
  console.log(line('cached', cached));
  console.log(line('uncached', uncached));
} finally {
  await bench.close();
}
