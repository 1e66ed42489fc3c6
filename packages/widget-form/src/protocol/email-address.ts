// punycode.js ships no types; `@types/punycode` describes Node's deprecated built-in `punycode`, which is what a
// bare `punycode` import would load on a server.
// @ts-expect-error TS7016: declared below, the one function the rule uses.
import untypedPunycode from 'punycode.js';

/** Each label of a domain with non-ASCII characters in its `xn--` form, the others as they are. */
const punycode = untypedPunycode as { toASCII(domain: string): string };

/**
 * The contact form's email rule (widgets spec §5 "a standard email pattern"), one function that the browser
 * and the server both run, so they never disagree about an address.
 *
 * What it accepts is an internationalised address (RFC 6531): a local part of ASCII `atext` and any
 * non-ASCII characters (`hans.müller`, `用户`), and a domain of labels in letters, digits and hyphens of any
 * script (`bücher.de`, `例子.广告`, or their `xn--` forms). What it refuses is what is certainly a typo or
 * cannot be delivered:
 * - no `@`, or more than one (a quoted local part holding `@` or spaces is refused: visitors do not have one);
 * - an empty local part or domain;
 * - two dots in a row, or a dot at the start or end of the local part or the domain;
 * - spaces, control and invisible characters anywhere (a fixed list, below), and ASCII punctuation the part
 *   cannot hold (`,` `;` `:` `<` `>` `(` `)` `[` `]` `\` `"` in the local part; anything but `-` in a label);
 * - a domain label that starts or ends with a hyphen;
 * - a domain without a dot (`name@localhost`), a top-level domain of one character or of digits only
 *   (an address literal such as `[192.0.2.1]` is refused too);
 * - lengths over the limits below.
 *
 * Lengths are counted as RFC 6531 §3.3 says: in UTF-8 octets, of the address exactly as typed (no Unicode
 * normalisation: `ü` typed as one character counts 2 octets, typed as `u` plus a combining mark 3). A domain
 * label is counted in its ASCII (`xn--`) form, the one DNS stores.
 *
 * Nothing here depends on the engine's Unicode tables (no `\p{…}` classes, no normalisation, no URL parser):
 * a browser and a server on different Unicode versions still give the same answer for every string.
 */
export type EmailAddressProblem =
  | 'at-sign'
  | 'empty-part'
  | 'dots'
  | 'character'
  | 'hyphen'
  | 'top-level-domain'
  | 'length';

/** RFC 5321 §4.5.3.1.1, in octets. */
export const MAX_EMAIL_LOCAL_PART_OCTETS = 64;
/** RFC 5321's 256-octet path less its angle brackets (RFC 3696 erratum 1690), in octets. */
export const MAX_EMAIL_ADDRESS_OCTETS = 254;
/** RFC 1035 §2.3.4, for a label in its ASCII form. */
export const MAX_DOMAIN_LABEL_OCTETS = 63;
/** RFC 1035's 255 octets on the wire, written out as text. */
export const MAX_DOMAIN_OCTETS = 253;

/** ASCII a local part may hold besides dots (RFC 5322 `atext`). */
const ASCII_LOCAL_CHARACTER = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]$/;
const ASCII_LABEL_CHARACTER = /^[A-Za-z0-9-]$/;
/** Full stops that IDNA (UTS #46) reads as the dot between labels, as a Chinese or Japanese keyboard types them. */
const LABEL_SEPARATOR = /[.\u3002\uFF0E\uFF61]/;
const ALL_DIGITS = /^[0-9]+$/;

/**
 * Non-ASCII code points no address holds: C1 controls, every space, and the invisible formatting characters a
 * paste brings along (soft hyphen, zero-width space, direction marks and embeddings, word joiner, byte-order
 * mark), lone surrogates and the replacement character of a mangled paste. ZWNJ and ZWJ (U+200C, U+200D) are
 * kept: Persian and Indic names need them.
 */
const REFUSED_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x80, 0xa0],
  [0xad, 0xad],
  [0x61c, 0x61c],
  [0x1680, 0x1680],
  [0x180e, 0x180e],
  [0x2000, 0x200b],
  [0x200e, 0x200f],
  [0x2028, 0x202f],
  [0x205f, 0x206f],
  [0x3000, 0x3000],
  [0xd800, 0xdfff],
  [0xfeff, 0xfeff],
  [0xfff9, 0xffff],
];

const octets = (text: string): number => new TextEncoder().encode(text).length;

function isAllowedNonAscii(character: string): boolean {
  const code = character.codePointAt(0) as number;
  return code > 0x7f && !REFUSED_RANGES.some(([first, last]) => code >= first && code <= last);
}

const isLocalCharacter = (character: string) =>
  ASCII_LOCAL_CHARACTER.test(character) || isAllowedNonAscii(character);
const isLabelCharacter = (character: string) =>
  ASCII_LABEL_CHARACTER.test(character) || isAllowedNonAscii(character);

/** Why an address is refused, or undefined when it is accepted. The address is taken exactly as given. */
export function emailAddressProblem(address: string): EmailAddressProblem | undefined {
  const parts = address.split('@');
  if (parts.length !== 2) return 'at-sign';
  const [local, domain] = parts as [string, string];
  if (local === '' || domain === '') return 'empty-part';
  // Characters first: a space or a stray comma is the likelier typo, and says more than a dot would.
  if (![...local].every((character) => character === '.' || isLocalCharacter(character))) return 'character';
  if (![...domain].every((character) => LABEL_SEPARATOR.test(character) || isLabelCharacter(character)))
    return 'character';
  if (local.split('.').includes('')) return 'dots';
  const labels = domain.split(LABEL_SEPARATOR);
  if (labels.includes('')) return 'dots';
  if (labels.some((label) => label.startsWith('-') || label.endsWith('-'))) return 'hyphen';
  const topLevel = labels[labels.length - 1] as string;
  if (labels.length < 2 || [...topLevel].length < 2 || ALL_DIGITS.test(topLevel)) return 'top-level-domain';
  if (octets(local) > MAX_EMAIL_LOCAL_PART_OCTETS || octets(address) > MAX_EMAIL_ADDRESS_OCTETS)
    return 'length';
  const asciiLabels = labels.map((label) => punycode.toASCII(label));
  if (asciiLabels.some((label) => label.length > MAX_DOMAIN_LABEL_OCTETS)) return 'length';
  if (asciiLabels.join('.').length > MAX_DOMAIN_OCTETS) return 'length';
  return undefined;
}

/** Whether the contact form accepts the address (see `emailAddressProblem` for the rule). */
export function isEmailAddress(address: string): boolean {
  return emailAddressProblem(address) === undefined;
}
