import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineWidget, WidgetDefinitionError } from './define-widget';
import { registerWidget, WIDGET_QUEUE_GLOBAL } from './registration';
import { parseConfig } from './schema';

const base = {
  name: 'opening-hours',
  version: '1.0.0',
  requires: '^0.1.0',
  configSchema: z.object({ label: z.string() }),
  load: async () => ({ mount: () => undefined }),
};

describe('defineWidget', () => {
  it('claims the widget attribute by default, or the selector given', () => {
    expect(defineWidget(base).selector).toBe('[data-vitrine-widget="opening-hours"]');
    expect(defineWidget({ ...base, selector: '.hours' }).selector).toBe('.hours');
  });

  it('refuses definitions that could never work', () => {
    expect(() => defineWidget({ ...base, name: 'Opening Hours' })).toThrow(WidgetDefinitionError);
    expect(() => defineWidget({ ...base, version: '1.0' })).toThrow('invalid version "1.0"');
    expect(() => defineWidget({ ...base, requires: ' ' })).toThrow('must say which core');
  });
});

describe('parseConfig', () => {
  it('gives the parsed config, or the problems with their paths', async () => {
    const schema = base.configSchema;
    expect(await parseConfig(schema, { label: 'Open' })).toEqual({
      ok: true,
      config: { label: 'Open' },
      warnings: [],
    });
    const failed = await parseConfig(schema, { label: 3 });
    expect(failed.ok).toBe(false);
    expect(!failed.ok && failed.problems[0]).toMatch(/^label: /);
  });
});

describe('registerWidget', () => {
  it('queues definitions until core claims the queue, then hands them over directly', () => {
    const scope: Record<string, unknown> = {};
    const first = defineWidget(base);
    registerWidget(first, scope);
    expect(scope[WIDGET_QUEUE_GLOBAL]).toEqual([first]);

    const received: unknown[] = [];
    scope[WIDGET_QUEUE_GLOBAL] = { coreVersion: '0.1.0', push: (d: unknown) => received.push(d) };
    const second = defineWidget({ ...base, name: 'countdown' });
    registerWidget(second, scope);
    expect(received).toEqual([second]);
  });
});
