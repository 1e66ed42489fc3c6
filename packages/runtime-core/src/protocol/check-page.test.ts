import { describe, expect, it } from 'vitest';
import { checkPageContent, checkPageResponse } from './check-page';
import { pageContentSchema, pageResponseSchema } from './page-response';

/** Values of every JSON shape, and the few a stored or hand-made value could add. */
const SAMPLES: readonly unknown[] = [
  undefined,
  null,
  '',
  'text',
  0,
  7,
  Number.POSITIVE_INFINITY,
  Number.NaN,
  true,
  false,
  [],
  ['/a.css', '/b.css'],
  ['/a.css', 1],
  {},
  { srvInstruct: 'x' },
  [{ widgetId: 'w1', js: 'YQ==' }],
  [{ widgetId: 'w1', js: 'YQ==', version: '2', url: '/w1.js', extra: 1 }],
  [{ widgetId: 'w1' }],
  [{ widgetId: 'w1', js: 'YQ==', version: 2 }],
  [{ widgetId: 'w1', js: 'YQ==', url: null }],
  [null],
  [[]],
];

describe('the page checker agrees with the page schemas', () => {
  it.each([
    ['page content', pageContentSchema, checkPageContent],
    ['page answer', pageResponseSchema, checkPageResponse],
  ] as const)('%s: every field of the schema, with every kind of value', (_name, schema, check) => {
    const disagreements: string[] = [];
    for (const field of [...Object.keys(schema.shape), 'somethingNew']) {
      for (const value of SAMPLES) {
        const answer = { [field]: value };
        const expected = schema.safeParse(answer).success;
        if (check(answer).success !== expected)
          disagreements.push(`${field}: ${JSON.stringify(value)} (schema says ${expected})`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('rejects what is not an object, as the schema does', () => {
    for (const value of SAMPLES.filter((sample) => typeof sample !== 'object' || sample === null)) {
      expect(checkPageResponse(value).success).toBe(pageResponseSchema.safeParse(value).success);
    }
    expect(checkPageResponse([]).success).toBe(false);
    expect(checkPageResponse('page').success).toBe(false);
  });

  it('gives a full answer back whole, unknown fields included, and names the field it refuses', () => {
    const answer = {
      title: 'Menu',
      content: '<h1>Menu</h1>',
      cssLink: ['/a.css'],
      parameters: { device: 'desktop' },
      customwidgetjs: [{ widgetId: 'w1', version: '1', js: 'YWxlcnQoMSk=' }],
      pageID: 12,
      somethingNew: true,
    };
    expect(checkPageResponse(answer)).toEqual({ success: true, data: answer });
    expect(checkPageContent({ ...answer, uuid: 5 })).toEqual({
      success: false,
      error: 'uuid has the wrong type',
    });
  });
});
