import { describe, expect, it } from 'vitest';
import {
  emailAddressProblem,
  isEmailAddress,
  MAX_EMAIL_ADDRESS_OCTETS,
  MAX_EMAIL_LOCAL_PART_OCTETS,
} from './email-address';
import { ACCEPTED_EMAIL_ADDRESSES, REFUSED_EMAIL_ADDRESSES } from './email-address-examples.test-support';

const octets = (text: string) => new TextEncoder().encode(text).length;

describe('the contact form’s email rule', () => {
  it.each(ACCEPTED_EMAIL_ADDRESSES.map((address) => [address]))('accepts %j', (address) => {
    expect(emailAddressProblem(address)).toBeUndefined();
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each(REFUSED_EMAIL_ADDRESSES)('refuses %j: %s', (address, problem) => {
    expect(emailAddressProblem(address)).toBe(problem);
    expect(isEmailAddress(address)).toBe(false);
  });

  it('counts lengths in UTF-8 octets of the address as typed, not in characters', () => {
    const local = 'ü'.repeat(MAX_EMAIL_LOCAL_PART_OCTETS / 2);
    expect(local).toHaveLength(32);
    expect(isEmailAddress(`${local}@example.com`)).toBe(true);
    expect(isEmailAddress(`${local}ü@example.com`)).toBe(false);
    // The same visible ü as u and a combining diaeresis is three octets: 22 of them are 66.
    expect(isEmailAddress(`${'u\u0308'.repeat(21)}@example.com`)).toBe(true);
    expect(isEmailAddress(`${'u\u0308'.repeat(22)}@example.com`)).toBe(false);

    const longest = ACCEPTED_EMAIL_ADDRESSES.find((address) => octets(address) === MAX_EMAIL_ADDRESS_OCTETS);
    expect(longest).toBeDefined();
    expect(isEmailAddress(`${longest}`.replace('@', 'a@'))).toBe(false);
  });

  it('reads the full stops of Chinese and Japanese keyboards as dots between labels', () => {
    for (const stop of ['\u3002', '\uFF0E', '\uFF61']) {
      expect(isEmailAddress(`用户@例子${stop}广告`), stop).toBe(true);
      expect(emailAddressProblem(`用户@例子${stop}${stop}广告`), stop).toBe('dots');
    }
    // In the local part such a stop is only a character.
    expect(isEmailAddress('用户。名@例子.广告')).toBe(true);
  });

  it('covers every reason it can give', () => {
    const reasons = new Set(REFUSED_EMAIL_ADDRESSES.map(([, problem]) => problem));
    expect([...reasons].sort()).toEqual(
      ['at-sign', 'character', 'dots', 'empty-part', 'hyphen', 'length', 'top-level-domain'].sort(),
    );
  });
});
