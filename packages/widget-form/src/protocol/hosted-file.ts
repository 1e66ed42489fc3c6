import type { PickedFile } from './rules';

/**
 * Where a picked file may live: Filestack's CDN, the host of every `url` its picker hands back. Anything else
 * posted as a file field's address is refused, so a form cannot be used to carry arbitrary links.
 */
export const HOSTED_FILE_HOSTS: readonly string[] = ['cdn.filestackcontent.com'];

/** Longer addresses are not something the service hands out. */
const MAX_URL_LENGTH = 2048;
const MAX_NAME_LENGTH = 255;

export interface HostedFile extends PickedFile {
  url: string;
}

/** Why an address cannot stand for a picked file, in words for whoever posted it; undefined when it can. */
export function hostedFileUrlProblem(address: string): string | undefined {
  const expected = `an https:// address on ${HOSTED_FILE_HOSTS.join(' or ')}`;
  if (address.length > MAX_URL_LENGTH)
    return `the file's address is longer than ${MAX_URL_LENGTH} characters`;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return `the file's address is not a URL: expected ${expected}`;
  }
  if (url.protocol !== 'https:' || !HOSTED_FILE_HOSTS.includes(url.hostname))
    return `the file's address must be ${expected}`;
  if (url.username !== '' || url.password !== '' || url.port !== '')
    return `the file's address must be ${expected}, without credentials or a port`;
  if (url.pathname === '/' || url.pathname === '') return "the file's address names no file";
  return undefined;
}

/**
 * A picked file from its posted fields (or the picker's answer), or the reason it cannot be one. Its size and
 * type are not judged here: `checkUpload` does that, as for any other file.
 */
export function readHostedFile(posted: {
  url: string;
  name: string | undefined;
  size: string | number | undefined;
  type: string | undefined;
}): { ok: true; file: HostedFile } | { ok: false; problem: string } {
  const urlProblem = hostedFileUrlProblem(posted.url);
  if (urlProblem) return { ok: false, problem: urlProblem };
  const name = posted.name?.trim() ?? '';
  if (name === '' || name.length > MAX_NAME_LENGTH)
    return { ok: false, problem: `the file's name must be 1 to ${MAX_NAME_LENGTH} characters` };
  const size =
    typeof posted.size === 'number'
      ? posted.size
      : /^\d+$/.test(posted.size?.trim() ?? '')
        ? Number(posted.size?.trim())
        : Number.NaN;
  if (!Number.isSafeInteger(size) || size < 0)
    return { ok: false, problem: "the file's size must be a whole number of bytes" };
  return { ok: true, file: { url: posted.url, name, size, type: posted.type?.trim() ?? '' } };
}
