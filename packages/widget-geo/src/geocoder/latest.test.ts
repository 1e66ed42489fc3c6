import { describe, expect, it } from 'vitest';
import nominatimFixture from './__fixtures__/nominatim_1.json';
import { deferredFetch, jsonResponse } from './fetch-stub.test-support';
import { createGeocoder } from './geocoder';
import { isAbortError } from './geocoder-error';
import { latest } from './latest';

const answer = (label: string) => jsonResponse([{ ...nominatimFixture.response[0], display_name: label }]);

describe('latest', () => {
  it('resolves only the newest call; a superseded one rejects with an AbortError and is aborted', async () => {
    const { fetch, pending } = deferredFetch();
    const suggest = latest(createGeocoder({ provider: 'openstreetmap', fetch }).suggest);
    const older = suggest('Inn');
    const newer = suggest('Innsbruck');
    expect(pending[0]!.signal?.aborted).toBe(true);
    pending[1]!.answer(answer('Innsbruck, Tyrol, Austria'));
    await expect(newer).resolves.toMatchObject([{ label: 'Innsbruck, Tyrol, Austria' }]);
    expect(isAbortError(await older.catch((error: unknown) => error))).toBe(true);
  });

  it('does not resolve a call whose answer arrives after a newer call was made', async () => {
    let release: (value: string) => void = () => {};
    const calls: string[] = [];
    const lookup = latest((query: string) => {
      calls.push(query);
      // Ignores the signal, like a lookup answered from a cache just before the newer call.
      return query === 'a' ? new Promise<string>((resolve) => (release = resolve)) : Promise.resolve(query);
    });
    const older = lookup('a');
    const newer = lookup('b');
    release('a');
    await expect(newer).resolves.toBe('b');
    await expect(older).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('passes errors of the newest call through, and cancel() aborts the pending one', async () => {
    const { fetch, pending } = deferredFetch();
    const suggest = latest(createGeocoder({ provider: 'openstreetmap', fetch }).suggest);
    const failing = suggest('Inn');
    pending[0]!.answer(jsonResponse({}, 500));
    await expect(failing).rejects.toMatchObject({ kind: 'http' });
    const cancelled = suggest('Innsbruck');
    suggest.cancel();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
  });
});
