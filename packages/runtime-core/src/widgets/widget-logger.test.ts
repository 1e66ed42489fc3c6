import { recordingLogger } from '@vitrine/widget-api/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { widgetLogger } from './widget-logger';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('widgetLogger', () => {
  it("writes each line to the console at once, named, and sends it to the site's client log", async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const clientLog = recordingLogger();
    const logger = widgetLogger('opening-hours', async () => ({ logger: clientLog }));
    const cause = new Error('boom');
    logger.trace('scheduled');
    logger.error('failed', cause);
    expect(debug).toHaveBeenCalledWith('[vitrine] [opening-hours] scheduled');
    expect(error).toHaveBeenCalledWith('[vitrine] [opening-hours] failed', cause);
    await vi.waitFor(() =>
      expect(clientLog.lines).toEqual([
        ['trace', '[opening-hours] scheduled', []],
        ['error', '[opening-hours] failed', [cause]],
      ]),
    );
  });

  it('keeps to the console when the services are not there or fail to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    widgetLogger('dmAPI').warn('no geocoder');
    widgetLogger('dmAPI', () => Promise.reject(new Error('offline'))).warn('no geocoder');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenLastCalledWith('[vitrine] [dmAPI] no geocoder');
  });
});
