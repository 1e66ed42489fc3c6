import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

interface EngineFigures {
  pagesClean: number;
  pagesChecked: number;
  widgetsMounted: number;
  widgetsSeen: number;
  pathsPassed: number;
  pathsChecked: number;
  firstStart: number;
  lastEnd: number;
}

/**
 * Prints the suite's figures per engine after the run: page visits clean, widgets mounted of those on the pages,
 * core paths passed, and the time from the engine's first test to its last (its browser shares the machine with
 * the other worker's, so these are wall-clock figures of a loaded machine, not a comparison of engines).
 */
export default class SummaryReporter implements Reporter {
  readonly #engines = new Map<string, EngineFigures>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const engine = test.parent.project()?.name ?? 'unknown';
    let figures = this.#engines.get(engine);
    if (!figures) {
      figures = {
        pagesClean: 0,
        pagesChecked: 0,
        widgetsMounted: 0,
        widgetsSeen: 0,
        pathsPassed: 0,
        pathsChecked: 0,
        firstStart: Number.POSITIVE_INFINITY,
        lastEnd: 0,
      };
      this.#engines.set(engine, figures);
    }
    const passed = result.status === 'passed';
    const start = result.startTime.getTime();
    figures.firstStart = Math.min(figures.firstStart, start);
    figures.lastEnd = Math.max(figures.lastEnd, start + result.duration);
    if (test.location.file.endsWith('pages.check.ts')) {
      // Each page test makes two visits: one as a document, one in place.
      figures.pagesChecked += 2;
      if (passed) figures.pagesClean += 2;
      const widgets = test.annotations.find((annotation) => annotation.type === 'widgets')?.description;
      const [mounted, seen] = (widgets ?? '0/0').split('/').map(Number);
      figures.widgetsMounted += mounted ?? 0;
      figures.widgetsSeen += seen ?? 0;
    } else {
      figures.pathsChecked += 1;
      if (passed) figures.pathsPassed += 1;
    }
  }

  onEnd(_result: FullResult): void {
    const rows = [...this.#engines].map(([engine, figures]) => ({
      engine,
      'page visits clean': `${figures.pagesClean}/${figures.pagesChecked}`,
      'widgets mounted': `${figures.widgetsMounted}/${figures.widgetsSeen}`,
      'paths passed': `${figures.pathsPassed}/${figures.pathsChecked}`,
      time: `${((figures.lastEnd - figures.firstStart) / 1000).toFixed(0)} s`,
    }));
    console.log('\nCross-engine summary');
    console.table(rows);
  }
}
