import { recordingLogger } from '@vitrine/widget-api/testing';
import { describe, expect, it } from 'vitest';
import { encodeLocations, haversineKm, nearestLocation, parseLocations } from './locations';

const harbor = { uniqueId: 'harbor', latitude: 45.52, longitude: -123.84, title: 'Harbor Street' };
const kiosk = { uniqueId: 'kiosk', latitude: '45.535', longitude: '-123.83', title: 'Northside Kiosk' };

describe('haversineKm', () => {
  it('gives great-circle distances', () => {
    // Paris to London, about 344 km.
    expect(haversineKm({ lat: 48.8566, lng: 2.3522 }, { lat: 51.5074, lng: -0.1278 })).toBeCloseTo(343.5, 0);
    expect(haversineKm({ lat: 10, lng: 20 }, { lat: 10, lng: 20 })).toBe(0);
    // A quarter of the equator.
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo(10007.5, 0);
  });

  it('crosses the antimeridian the short way', () => {
    expect(haversineKm({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 })).toBeCloseTo(111.2, 0);
  });
});

describe('parseLocations', () => {
  it('decodes base64 UTF-8 JSON and fills defaults', () => {
    const logger = recordingLogger();
    const [first, second] = parseLocations(
      encodeLocations([harbor, { ...kiosk, title: 'Café Ålder' }]),
      logger,
    );
    expect(first).toMatchObject({ uniqueId: 'harbor', latitude: 45.52, phone: '', displayTitle: true });
    expect(second).toMatchObject({ latitude: 45.535, longitude: -123.83, title: 'Café Ålder' });
    expect(logger.lines).toEqual([]);
  });

  it('skips a location with missing or garbage fields, logs it, and keeps the others', () => {
    const logger = recordingLogger();
    const list = [
      harbor,
      { uniqueId: 'no-coordinates', title: 'Nowhere' },
      { uniqueId: 'bad', latitude: 'north', longitude: 12 },
      { uniqueId: 'off-the-globe', latitude: 95, longitude: 12 },
      null,
      'a string',
      { ...kiosk, showPhone: 'yes', phone: 42 },
      { ...harbor, title: 'A second harbor' },
    ];
    const locations = parseLocations(encodeLocations(list), logger);
    expect(locations.map((location) => location.uniqueId)).toEqual(['harbor', 'kiosk']);
    // Garbage in an optional field falls back to its default instead of losing the location.
    expect(locations[1]).toMatchObject({ showPhone: false, phone: '' });
    expect(logger.lines.map(([level, message]) => `${level}: ${message}`)).toEqual([
      'warn: location 2 skipped: missing or malformed latitude, longitude',
      'warn: location 3 skipped: missing or malformed latitude',
      'warn: location 4 skipped: missing or malformed latitude',
      'warn: location 5 skipped: missing or malformed (location)',
      'warn: location 6 skipped: missing or malformed (location)',
      'warn: location 8 skipped: uniqueId "harbor" is used twice',
    ]);
  });

  it('reads ids, coordinates and flags written as text, and keeps only the fields it knows', () => {
    const logger = recordingLogger();
    const [location, numbered, blank] = parseLocations(
      encodeLocations([
        {
          uniqueId: '  harbor ',
          latitude: ' 45.52 ',
          longitude: '-1.2e2',
          displayTitle: 'false',
          displayLink: false,
          showPhone: null,
          showDescription: 1,
          phone: null,
          extra: 'dropped',
        },
        { uniqueId: 7, latitude: 0, longitude: 180 },
        { uniqueId: '   ', latitude: ' ', longitude: true },
      ]),
      logger,
    );
    expect(location).toEqual({
      uniqueId: 'harbor',
      latitude: 45.52,
      longitude: -120,
      title: '',
      formattedAddress: '',
      phone: '',
      url: '',
      description: '',
      displayTitle: false,
      displayPhoneNumber: true,
      displayLink: false,
      // Neither a flag nor text: the default.
      showDescription: true,
      showPhone: true,
      clickToCallText: '',
    });
    expect(numbered).toMatchObject({ uniqueId: '7', latitude: 0, longitude: 180 });
    expect(blank).toBeUndefined();
    expect(logger.lines.map(([level, message]) => `${level}: ${message}`)).toEqual([
      'warn: location 3 skipped: missing or malformed uniqueId, latitude, longitude',
    ]);
  });

  it('gives no locations, never a crash, for a list that is missing, not base64, not JSON or not an array', () => {
    for (const encoded of [
      undefined,
      '',
      '%%%not base64%%%',
      btoa('{not json'),
      btoa('{"a":1}'),
      btoa('\xff\xfe'),
    ]) {
      const logger = recordingLogger();
      expect(parseLocations(encoded, logger)).toEqual([]);
      expect(logger.lines).toHaveLength(1);
    }
  });

  it('says an empty list has no locations, as it does for a missing one', () => {
    const logger = recordingLogger();
    expect(parseLocations(encodeLocations([]), logger)).toEqual([]);
    expect(logger.lines.map(([level, message]) => `${level}: ${message}`)).toEqual([
      'warn: the geo location widget has no locations',
    ]);
  });
});

describe('nearestLocation', () => {
  it('picks the closest location by straight-line distance', () => {
    const locations = parseLocations(encodeLocations([harbor, kiosk]), recordingLogger());
    expect(nearestLocation(locations, { lat: 45.534, lng: -123.831 })?.location.uniqueId).toBe('kiosk');
    expect(nearestLocation(locations, { lat: 45.5, lng: -123.9 })?.location.uniqueId).toBe('harbor');
    expect(nearestLocation([], { lat: 0, lng: 0 })).toBeUndefined();
  });
});
