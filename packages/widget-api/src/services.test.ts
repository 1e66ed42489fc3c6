import { describe, expect, it } from 'vitest';
import { type GeoServiceDefinition, registerService, SERVICE_QUEUE_GLOBAL } from './services';

const geo: GeoServiceDefinition = {
  name: 'geo',
  version: '0.1.0',
  load: async () => ({ createGeoService: () => ({}) as never }),
};

describe('registerService', () => {
  it('queues a service until core claims the queue, then hands it over directly', () => {
    const scope: Record<string, unknown> = {};
    registerService(geo, scope);
    expect(scope[SERVICE_QUEUE_GLOBAL]).toEqual([geo]);

    const received: unknown[] = [];
    scope[SERVICE_QUEUE_GLOBAL] = { push: (definition: unknown) => received.push(definition) };
    const second = { ...geo, version: '0.2.0' };
    registerService(second, scope);
    expect(received).toEqual([second]);
  });
});
