/**
 * A like count as the album shows it (widgets §9): 1000 and above as k, a million and above as m, with one
 * decimal at most, cut rather than rounded so 999 999 never reads "1000k": 950 → "950", 1000 → "1k",
 * 1250 → "1.2k", 2 500 000 → "2.5m".
 */
export function abbreviateLikes(likes: number): string {
  if (!Number.isFinite(likes) || likes < 0) return '0';
  const whole = Math.floor(likes);
  if (whole >= 1_000_000) return `${oneDecimal(whole / 1_000_000)}m`;
  if (whole >= 1000) return `${oneDecimal(whole / 1000)}k`;
  return String(whole);
}

const oneDecimal = (value: number) => String(Math.floor(value * 10) / 10);
