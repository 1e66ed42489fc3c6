// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { loadClassicScript } from './load-script';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('loadClassicScript', () => {
  it('gives the script it adds the page’s CSP nonce, and settles when it loads', async () => {
    document.head.innerHTML = '<meta name="csp-nonce" content="r4nd0m">';
    const loaded = loadClassicScript(document, '/assets/library.js');
    const script = document.head.querySelector<HTMLScriptElement>('script[src="/assets/library.js"]');
    expect(script?.nonce).toBe('r4nd0m');
    script?.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBeUndefined();
  });

  it('adds no nonce where the page has none, and rejects when the script fails to load', async () => {
    const loaded = loadClassicScript(document, '/assets/missing.js');
    const script = document.head.querySelector<HTMLScriptElement>('script[src="/assets/missing.js"]');
    expect(script?.nonce).toBe('');
    script?.dispatchEvent(new Event('error'));
    await expect(loaded).rejects.toThrow('Could not load script /assets/missing.js');
  });
});
