/**
 * The few classic W3C WebDriver commands the suite sends to WebKitWebDriver, over fetch. Written here rather than
 * taken from a client library: the maintained ones need Node 22 (selenium-webdriver 4.49, webdriver 10), and
 * WebdriverIO 9 brings some forty packages for these eight HTTP calls.
 */
export class WebDriverSession {
  readonly #url: string;
  readonly capabilities: Record<string, unknown>;

  private constructor(url: string, capabilities: Record<string, unknown>) {
    this.#url = url;
    this.capabilities = capabilities;
  }

  static async start(base: string, alwaysMatch: Record<string, unknown>): Promise<WebDriverSession> {
    const value = (await send('POST', `${base}/session`, { capabilities: { alwaysMatch } })) as {
      sessionId: string;
      capabilities: Record<string, unknown>;
    };
    return new WebDriverSession(`${base}/session/${value.sessionId}`, value.capabilities);
  }

  command(method: 'GET' | 'POST' | 'DELETE', path: string, body: unknown): Promise<unknown> {
    return send(method, `${this.#url}${path}`, body);
  }

  /** Runs `fn(arg)` in the page; a rejection or a throw comes back as an Error carrying the page's stack. */
  async executeAsync<Result, Arg>(fn: (arg: Arg) => Result | Promise<Result>, arg?: Arg): Promise<Result> {
    const script = `const done = arguments[arguments.length - 1];
Promise.resolve().then(() => (${fn.toString()})(arguments[0])).then(
  (value) => done({ ok: value === undefined ? null : value }),
  (error) => done({ error: String((error && error.stack) || error) }),
);`;
    const outcome = (await this.command('POST', '/execute/async', {
      script,
      args: [arg === undefined ? null : arg],
    })) as { ok?: Result; error?: string };
    if (outcome.error !== undefined) throw new Error(`in the page: ${outcome.error}`);
    return outcome.ok as Result;
  }

  async findElement(selector: string): Promise<string> {
    const value = (await this.command('POST', '/element', {
      using: 'css selector',
      value: selector,
    })) as Record<string, string>;
    return Object.values(value)[0]!;
  }

  async keyActions(actions: Array<{ type: string; value: string }>): Promise<void> {
    await this.command('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions }] });
    await this.command('DELETE', '/actions', undefined);
  }
}

async function send(method: string, url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json()) as { value: unknown };
  if (!response.ok) {
    const { error, message } = payload.value as { error?: string; message?: string };
    throw new Error(`WebDriver ${method} ${new URL(url).pathname}: ${error}: ${message}`);
  }
  return payload.value;
}
