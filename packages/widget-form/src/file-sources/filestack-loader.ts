import { loadThirdPartyScript, THIRD_PARTY_PROVIDERS } from '@vitrine/widget-api';

/**
 * The picker library (widgets spec §7 "a file picker"): Filestack's browser build from its own CDN, the URL its
 * documentation gives for the current major version. It defines the `filestack` global.
 */
export const FILESTACK_SCRIPT_URL = 'https://static.filestackapi.com/filestack-js/4.x.x/filestack.min.js';

/**
 * How long the library may take to arrive after a click. The visitor is waiting on a button they pressed, so
 * this is shorter than the 30 s a submission gets; after it, the computer input is all there is.
 */
export const FILESTACK_LOAD_TIMEOUT_MS = 15_000;

/** What Filestack's picker says about each file it stored (`PickerFileMetadata`, the fields the form reads). */
export interface FilestackFile {
  filename: string;
  mimetype: string;
  size: number;
  url: string;
  handle: string;
  source?: string;
}

/** The picker options the form sets (`PickerOptions` in filestack-js). */
export interface FilestackPickerOptions {
  fromSources: string[];
  maxFiles: number;
  maxSize: number;
  accept: string[];
  lang?: string;
  onUploadDone: (result: { filesUploaded: FilestackFile[]; filesFailed: FilestackFile[] }) => void;
  onClose: () => void;
}

export interface FilestackPicker {
  open(): Promise<void>;
  close(): Promise<void>;
}

export interface FilestackClient {
  picker(options: FilestackPickerOptions): FilestackPicker;
}

/** The part of the library's global the form uses. */
export interface Filestack {
  init(apiKey: string): FilestackClient;
}

type FilestackWindow = Window & { filestack?: Partial<Filestack> };

const usable = (win: FilestackWindow): Filestack | undefined =>
  typeof win.filestack?.init === 'function' ? (win.filestack as Filestack) : undefined;

/**
 * Loads the library once per page (and script URL) through the third-party loader, on the first click that
 * needs it: concurrent clicks share the one load. Rejects when the script fails, defines no `filestack`, or
 * takes longer than the timeout; the next click then tries again (the visitor may be back online). A page that
 * already has the library uses it as it is.
 */
export function loadFilestack(
  doc: Document,
  scriptUrl = FILESTACK_SCRIPT_URL,
  timeoutMs = FILESTACK_LOAD_TIMEOUT_MS,
): Promise<Filestack> {
  const url = new URL(scriptUrl, doc.baseURI);
  const where = url.protocol === 'data:' ? 'given as a data: URL' : `${url.origin}${url.pathname}`;
  return loadThirdPartyScript(doc, url.href, {
    provider: THIRD_PARTY_PROVIDERS.filestack,
    name: `the file picker script ${where}`,
    ready: (win) => usable(win as FilestackWindow),
    // As Filestack's documentation loads it: a CORS request, so a failure reports what went wrong.
    attributes: { crossorigin: 'anonymous' },
    timeoutMs,
  });
}
