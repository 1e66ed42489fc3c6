import type { Mode } from '@vitrine/widget-api';
import { describe, expect, it } from 'vitest';
import { chromeContext } from './chrome-context.test-support';
import { start } from './click-to';

const MARKUP = `
  <a id="call" href="tel:+15550100" data-vitrine-click-to="call" data-phone="(555) 0100">Call us</a>
  <a id="bare" href="tel:+15550199" data-vitrine-click-to="call">Call</a>
  <a id="email" href="mailto:hello@example.com" data-vitrine-click-to="email">Email</a>
  <a id="map" href="https://maps.example/?q=1" data-vitrine-click-to="map">Map</a>
  <a id="odd" href="/x" data-vitrine-click-to="fax">Fax</a>`;

function setUp(mode: Mode = 'live') {
  const context = { ...chromeContext(MARKUP), mode };
  const fired: Array<[string, unknown]> = [];
  for (const name of ['event-ClickToCall', 'event-ClickToEmail', 'event-ClickToMap'] as const)
    context.publicEvents.on(name, (payload) => fired.push([name, payload]));
  const running = start(context);
  const click = (id: string) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById(id)?.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { running, fired, click };
}

describe('click-to links', () => {
  it('reveals the number on the first click with event-ClickToCall, and dials on the next', () => {
    const { fired, click, running } = setUp();
    expect(click('call')).toBe(true);
    expect(document.getElementById('call')?.textContent).toBe('(555) 0100');
    expect(fired).toEqual([['event-ClickToCall', { phone: '(555) 0100' }]]);
    expect(click('call')).toBe(false);
    expect(fired).toHaveLength(1);
    click('bare');
    expect(document.getElementById('bare')?.textContent).toBe('+15550199');
    running.stop();
  });

  it('fires event-ClickToEmail and event-ClickToMap and lets the links work', () => {
    const { fired, click, running } = setUp();
    expect(click('email')).toBe(false);
    expect(click('map')).toBe(false);
    expect(click('odd')).toBe(false);
    expect(fired).toEqual([
      ['event-ClickToEmail', { email: 'hello@example.com' }],
      ['event-ClickToMap', { url: 'https://maps.example/?q=1' }],
    ]);
    running.stop();
  });

  it('does nothing in the editor', () => {
    const { fired, click, running } = setUp('editor');
    expect(click('call')).toBe(true);
    expect(click('email')).toBe(true);
    expect(document.getElementById('call')?.textContent).toBe('Call us');
    expect(fired).toEqual([]);
    running.stop();
  });
});

describe('a click-to-call link with a broken number', () => {
  it('shows the number as written', () => {
    const context = chromeContext('<a id="odd" href="tel:%E0%A4%A" data-vitrine-click-to="call">Call</a>');
    const running = start(context);
    document
      .getElementById('odd')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(document.getElementById('odd')?.textContent).toBe('%E0%A4%A');
    running.stop();
  });
});
