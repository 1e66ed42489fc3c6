/** The three browser engines the cross-engine suite drives, each through the driver its browser speaks. */
export type EngineName = 'chromium' | 'firefox' | 'webkit';

/**
 * What a check may ask of a browser, kept to what all three drivers can do the same way: Playwright (Chromium),
 * puppeteer-core over WebDriver BiDi (Firefox ESR) and classic W3C WebDriver (WebKitGTK). Classic WebDriver has no
 * request interception, no init scripts and no console events, so nothing here needs them: what a page does is
 * read from the page itself (see `error-recorder-proxy.ts` for uncaught errors).
 */
export interface EngineDriver {
  readonly engine: EngineName;
  /** The browser's own version string, for the suite's summary. */
  readonly version: string;
  /** Loads `url` as a whole document and resolves once its `load` event has fired. */
  goto(url: string): Promise<void>;
  /**
   * Runs `fn` in the page and resolves with its (awaited) result. `fn` is sent as source text: it may use only
   * its argument and the page's globals, and both must be JSON.
   */
  evaluate<Result, Arg = undefined>(fn: (arg: Arg) => Result | Promise<Result>, arg?: Arg): Promise<Result>;
  /** Resizes the viewport (the layout viewport: `innerWidth` × `innerHeight`). */
  setViewport(width: number, height: number): Promise<void>;
  /** A visitor's click (a trusted event) in the middle of the first element `selector` matches. */
  click(selector: string): Promise<void>;
  /** Presses one key (`Escape`, `Enter`, `Tab`, `ArrowRight`, or a character) on the focused element. */
  press(key: string): Promise<void>;
  /** Types text into the focused element, key by key. */
  type(text: string): Promise<void>;
  /** Deletes every cookie the browser holds, HttpOnly ones too. */
  clearCookies(): Promise<void>;
  close(): Promise<void>;
}

/** The keys `press` knows by name, as WebDriver's code points (Playwright and puppeteer take the names). */
export const WEBDRIVER_KEYS: Record<string, string> = {
  Enter: '\uE007',
  Escape: '\uE00C',
  Tab: '\uE004',
  Space: ' ',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Backspace: '\uE003',
};
