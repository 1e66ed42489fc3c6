/** A picture named by the URL's hash (widgets §2): gallery number `gid` at image `pid`, both 1-based. */
export interface GalleryHash {
  gid: number;
  pid: number;
}

const POSITIVE = /^[1-9]\d{0,5}$/;

/**
 * `#pid=3&gid=2` (in any order, beside other parameters such as the preview marker) → `{ gid: 2, pid: 3 }`.
 * Anything else (one of the two missing, zero, negative, not a whole number, repeated) is undefined.
 */
export function parseGalleryHash(hash: string): GalleryHash | undefined {
  const parts = hash.replace(/^#/, '').split('&');
  const values = { pid: [] as string[], gid: [] as string[] };
  for (const part of parts) {
    const [key, value = ''] = part.split('=', 2) as [string, string?];
    if (key === 'pid' || key === 'gid') values[key].push(value);
  }
  const [pid] = values.pid;
  const [gid] = values.gid;
  if (values.pid.length !== 1 || values.gid.length !== 1 || !pid || !gid) return undefined;
  if (!POSITIVE.test(pid) || !POSITIVE.test(gid)) return undefined;
  return { gid: Number(gid), pid: Number(pid) };
}

/**
 * The hash naming `picture` (or none, to remove it), keeping whatever else the hash carried:
 * `#preview` + `{ gid: 1, pid: 4 }` → `#preview&pid=4&gid=1`.
 */
export function galleryHash(currentHash: string, picture: GalleryHash | undefined): string {
  const kept = currentHash
    .replace(/^#/, '')
    .split('&')
    .filter((part) => part !== '' && !/^(pid|gid)(=|$)/.test(part));
  if (picture) kept.push(`pid=${picture.pid}`, `gid=${picture.gid}`);
  return kept.length > 0 ? `#${kept.join('&')}` : '';
}
