/**
 * The small part of semver that `requires` ranges need: `1.2.3`, `^1.2`, `~1.2.3`, `>=1.0.0 <2`, `1.x`, `*`,
 * and alternatives joined by `||`. Pre-release tags are compared as plain strings after the numbers, which is
 * enough for a widget to say which core it runs on.
 */
type Triple = [number, number, number];

interface Version {
  readonly numbers: Triple;
  readonly prerelease: string;
}

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;
const PARTIAL = /^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-([0-9A-Za-z.-]+))?$/;

export function parseVersion(text: string): Version | undefined {
  const match = VERSION.exec(text.trim());
  if (!match) return undefined;
  return { numbers: [Number(match[1]), Number(match[2]), Number(match[3])], prerelease: match[4] ?? '' };
}

export function isValidVersion(text: string): boolean {
  return parseVersion(text) !== undefined;
}

function compare(a: Version, b: Version): number {
  for (let index = 0; index < 3; index++) {
    const difference = (a.numbers[index] ?? 0) - (b.numbers[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  // A release ranks above its pre-releases (1.0.0-beta < 1.0.0).
  if (a.prerelease === b.prerelease) return 0;
  if (a.prerelease === '') return 1;
  if (b.prerelease === '') return -1;
  return a.prerelease < b.prerelease ? -1 : 1;
}

type Comparator = (version: Version) => boolean;

/** A partial version: how many of major, minor, patch were given as numbers. */
interface Partial {
  numbers: Triple;
  given: 0 | 1 | 2 | 3;
  prerelease: string;
}

function parsePartial(text: string): Partial | undefined {
  const match = PARTIAL.exec(text);
  if (!match) return undefined;
  const parts = [match[1], match[2], match[3]];
  let given: 0 | 1 | 2 | 3 = 0;
  const numbers: Triple = [0, 0, 0];
  for (const [index, part] of parts.entries()) {
    if (part === undefined || /^[xX*]$/.test(part)) break;
    numbers[index] = Number(part);
    given = (index + 1) as 1 | 2 | 3;
  }
  return { numbers, given, prerelease: match[4] ?? '' };
}

const at = (numbers: Triple, prerelease = ''): Version => ({ numbers, prerelease });
const atLeast =
  (low: Version): Comparator =>
  (version) =>
    compare(version, low) >= 0;
const below =
  (high: Version): Comparator =>
  (version) =>
    compare(version, high) < 0;
/** The version just above every version of the partial's precision: `1.2` → `1.3.0`. */
function nextAfter({ numbers: [major, minor], given }: Partial): Version | undefined {
  if (given === 0) return undefined;
  if (given === 1) return at([major + 1, 0, 0]);
  return at([major, minor + 1, 0]);
}

function comparatorsOf(token: string): Comparator[] | undefined {
  const operator = /^(\^|~|>=|<=|>|<|=)?(.*)$/.exec(token);
  const sign = operator?.[1] ?? '';
  const partial = parsePartial(operator?.[2] ?? '');
  if (!partial) return undefined;
  const low = at(partial.numbers, partial.prerelease);
  const [major, minor] = partial.numbers;
  switch (sign) {
    case '^': {
      // ^ allows changes that do not touch the left-most non-zero number given.
      let high: Version;
      if (major > 0 || partial.given <= 1) high = at([major + 1, 0, 0]);
      else if (minor > 0 || partial.given === 2) high = at([0, minor + 1, 0]);
      else high = at([0, 0, partial.numbers[2] + 1]);
      return [atLeast(low), below(high)];
    }
    case '~': {
      const high = partial.given <= 1 ? at([major + 1, 0, 0]) : at([major, minor + 1, 0]);
      return [atLeast(low), below(high)];
    }
    case '>=':
      return [atLeast(low)];
    case '<':
      return [below(low)];
    case '>': {
      const next = partial.given === 3 ? undefined : nextAfter(partial);
      if (partial.given === 0) return [() => false];
      return [next ? atLeast(next) : (version) => compare(version, low) > 0];
    }
    case '<=': {
      const next = partial.given === 3 ? undefined : nextAfter(partial);
      if (partial.given === 0) return [() => true];
      return [next ? below(next) : (version) => compare(version, low) <= 0];
    }
    default: {
      if (partial.given === 3) return [(version) => compare(version, low) === 0];
      const next = nextAfter(partial);
      return next ? [atLeast(low), below(next)] : [];
    }
  }
}

/**
 * Whether `version` is in `range`. A range or version that cannot be read matches nothing, so a widget with
 * a garbled `requires` is skipped rather than run against a core it may not work with.
 */
export function satisfies(version: string, range: string): boolean {
  const parsed = parseVersion(version);
  if (!parsed) return false;
  const alternatives = range.split('||').map((part) => part.trim());
  return alternatives.some((alternative) => {
    // `>= 1.2` is written with a space now and then: glue operators to their versions first.
    const tokens = alternative
      .replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1')
      .split(/\s+/)
      .filter((token) => token !== '');
    if (tokens.length === 0) return alternative === '' && range.trim() !== '';
    const comparators: Comparator[] = [];
    for (const token of tokens) {
      const found = comparatorsOf(token);
      if (!found) return false;
      comparators.push(...found);
    }
    return comparators.every((test) => test(parsed));
  });
}
