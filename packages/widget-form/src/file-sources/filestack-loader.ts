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

/** Per page, per script URL: one load each, whichever form asks. */
const loads = new WeakMap<Document, Map<string, Promise<Filestack>>>();

const usable = (win: FilestackWindow): Filestack | undefined =>
  typeof win.filestack?.init === 'function' ? (win.filestack as Filestack) : undefined;

/**
 * Loads the library once per page (and script URL), on the first click that needs it: concurrent clicks share
 * the one load.
 * Rejects when the script fails, defines no `filestack`, or takes longer than the timeout; the next click then
 * tries again (the visitor may be back online). A page that already has the library uses it as it is.
 */
export function loadFilestack(
  doc: Document,
  scriptUrl = FILESTACK_SCRIPT_URL,
  timeoutMs = FILESTACK_LOAD_TIMEOUT_MS,
): Promise<Filestack> {
  const url = new URL(scriptUrl, doc.baseURI);
  const pageLoads = loads.get(doc) ?? new Map<string, Promise<Filestack>>();
  loads.set(doc, pageLoads);
  const existing = pageLoads.get(url.href);
  if (existing) return existing;
  const win = doc.defaultView as FilestackWindow;
  const present = usable(win);
  if (present) return Promise.resolve(present);
  const loading = new Promise<Filestack>((resolve, reject) => {
    const where = url.protocol === 'data:' ? 'given as a data: URL' : `${url.origin}${url.pathname}`;
    const script = doc.createElement('script');
    const timer = win.setTimeout(() => {
      script.remove();
      reject(new Error(`the file picker script ${where} did not arrive within ${timeoutMs} ms`));
    }, timeoutMs);
    script.src = url.href;
    script.async = true;
    // As Filestack's documentation loads it: a CORS request, so a failure reports what went wrong.
    script.crossOrigin = 'anonymous';
    script.addEventListener('load', () => {
      win.clearTimeout(timer);
      const filestack = usable(win);
      if (filestack) resolve(filestack);
      else reject(new Error(`the file picker script ${where} did not define filestack`));
    });
    script.addEventListener('error', () => {
      win.clearTimeout(timer);
      script.remove();
      reject(new Error(`the file picker script ${where} could not be loaded`));
    });
    doc.head.append(script);
  });
  loading.catch(() => {
    if (pageLoads.get(url.href) === loading) pageLoads.delete(url.href);
  });
  pageLoads.set(url.href, loading);
  return loading;
}
