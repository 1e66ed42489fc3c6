import { describe, expect, it } from 'vitest';
import { parseSubmission } from './submission';

const entries = (pairs: Array<[string, string]>) => {
  const map = new Map<string, string[]>();
  for (const [name, value] of pairs) map.set(name, [...(map.get(name) ?? []), value]);
  return map;
};

describe('parseSubmission', () => {
  it('reads fields in dmform order with their labels, types and every value; integrations pass through', () => {
    const result = parseSubmission(
      entries([
        ['form_id', 'contact'],
        ['form_title', 'Say hello'],
        ['dmform-10', 'Bread'],
        ['dmform-10', 'Pastry'],
        ['label-dmform-10', 'Interested in'],
        ['type-dmform-10', 'checkbox'],
        ['dmform-2', 'Ada'],
        ['label-dmform-2', 'Name'],
        ['type-dmform-2', 'text'],
        ['integration_webhook', 'https://hooks.example/x'],
        ['unrelated', 'ignored'],
      ]),
    );
    expect(result).toEqual({
      ok: true,
      submission: {
        formId: 'contact',
        formTitle: 'Say hello',
        fields: [
          { name: 'dmform-2', label: 'Name', type: 'text', values: ['Ada'] },
          { name: 'dmform-10', label: 'Interested in', type: 'checkbox', values: ['Bread', 'Pastry'] },
        ],
        integrations: { integration_webhook: 'https://hooks.example/x' },
      },
    });
  });

  it('keeps an unanswered field (its label and type arrive without a value)', () => {
    const result = parseSubmission(
      entries([
        ['form_id', 'contact'],
        ['label-dmform-1', 'Newsletter'],
        ['type-dmform-1', 'optin'],
      ]),
    );
    expect(result.ok && result.submission.fields).toEqual([
      { name: 'dmform-1', label: 'Newsletter', type: 'optin', values: [] },
    ]);
  });

  it('refuses what is not a contact form: no form_id, a field without label, an unknown type', () => {
    const result = parseSubmission(
      entries([
        ['dmform-1', 'x'],
        ['type-dmform-1', 'text'],
        ['dmform-2', 'y'],
        ['label-dmform-2', 'Y'],
        ['type-dmform-2', 'hologram'],
      ]),
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        'missing form_id',
        'dmform-1 has no label-dmform-1',
        'dmform-2 has an unknown type "hologram"',
      ],
    });
  });
});
