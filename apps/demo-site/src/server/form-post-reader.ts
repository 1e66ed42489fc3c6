import type { WriteStream } from 'node:fs';
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import { MAX_UPLOAD_BYTES } from '@vitrine/widget-form/protocol';
import busboy from 'busboy';

/** Caps on what one form post may carry, applied while it streams in (busboy's limits). */
export interface FormPostLimits {
  /** Text fields, hidden ones included. */
  fields: number;
  /** Bytes of one text value. */
  fieldBytes: number;
  /** Values one name may carry (a checkbox group posts one per ticked box). */
  valuesPerName: number;
  /** File parts. */
  files: number;
  /** Bytes of one file. */
  fileBytes: number;
}

/**
 * The contact forms have a dozen fields, each with a label and type beside it, and the file picker's three
 * hidden fields per file field: 200 leaves room for any form an owner builds. 64 KiB is some ten thousand
 * words in a message; a longer text is not a message to a bakery.
 */
export const FORM_POST_LIMITS: FormPostLimits = {
  fields: 200,
  fieldBytes: 64 * 1024,
  valuesPerName: 50,
  files: 5,
  fileBytes: MAX_UPLOAD_BYTES,
};

/** An uploaded file, written to disk as it arrived. */
export interface ReceivedFile {
  fieldName: string;
  originalName: string;
  contentType: string;
  size: number;
  storedName: string;
}

export interface FormPost {
  /** Text values by name, in the order posted. */
  texts: Map<string, string[]>;
  files: ReceivedFile[];
}

/** The post went over one of the caps: answered 413, with the reason. */
export class FormPostTooLarge extends Error {
  override name = 'FormPostTooLarge';
}

/** Not a form post at all, or a broken one: answered 400. */
export class MalformedFormPost extends Error {
  override name = 'MalformedFormPost';
}

/** Where uploads go while the post streams in (the inbox's uploads folder). */
export interface UploadTarget {
  newUpload(): { storedName: string; path: string };
  discardUploads(storedNames: readonly string[]): Promise<void>;
}

const kib = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/**
 * Reads a form post (urlencoded or multipart) as it streams in: text values into memory within the caps, each
 * file straight to disk. The first cap passed ends the read at once (`FormPostTooLarge`) and removes what was
 * written; the request body is not read any further. The body should already be bounded (`limitRequestBodies`),
 * whose failure comes through as it is.
 */
export async function readFormPost(
  request: Request,
  target: UploadTarget,
  limits: FormPostLimits = FORM_POST_LIMITS,
): Promise<FormPost> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType) || !request.body)
    throw new MalformedFormPost('Expected a form-encoded body');
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // Browsers send file names as UTF-8.
      defParamCharset: 'utf8',
      limits: {
        fields: limits.fields,
        fieldSize: limits.fieldBytes,
        files: limits.files,
        fileSize: limits.fileBytes,
        parts: limits.fields + limits.files,
      },
    });
  } catch {
    throw new MalformedFormPost('Expected a form-encoded body (the multipart boundary is missing)');
  }
  const source = Readable.fromWeb(request.body as NodeWebReadableStream<Uint8Array>);
  const texts = new Map<string, string[]>();
  const files: ReceivedFile[] = [];
  const writes: Array<Promise<void>> = [];
  const outs: WriteStream[] = [];
  const written: string[] = [];

  const done = new Promise<void>((resolve, reject) => {
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      // Stop reading the body (the connection is closed after the answer) and stop listening to the parser,
      // which may still be inside the chunk it was given; it is left to the garbage collector, not destroyed
      // mid-write.
      source.unpipe(parser);
      source.pause();
      parser.removeAllListeners();
      parser.on('error', () => {});
      for (const out of outs) out.destroy();
      reject(error);
    };
    const tooLarge = (reason: string) => fail(new FormPostTooLarge(reason));

    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated)
        return tooLarge(`A field is longer than ${kib(limits.fieldBytes)}`);
      const values = texts.get(name) ?? [];
      if (values.length >= limits.valuesPerName)
        return tooLarge(`A field has more than ${limits.valuesPerName} values`);
      values.push(value);
      texts.set(name, values);
    });
    parser.on('file', (fieldName, stream, info) => {
      let upload: { storedName: string; path: string };
      try {
        upload = target.newUpload();
      } catch (error) {
        // Making the uploads folder can fail too (a full disk): thrown here, inside the parser's write, it
        // would escape every handler and end the process.
        stream.resume();
        return fail(error as Error);
      }
      const { storedName, path } = upload;
      written.push(storedName);
      const file: ReceivedFile = {
        fieldName,
        originalName: info.filename ?? '',
        contentType: info.mimeType || 'application/octet-stream',
        size: 0,
        storedName,
      };
      stream.on('data', (chunk: Buffer) => {
        file.size += chunk.length;
      });
      stream.on('limit', () =>
        tooLarge(`The attachment is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`),
      );
      const out = createWriteStream(path);
      outs.push(out);
      const write = new Promise<void>((closed, broke) => {
        // 'close' follows 'finish' once the file is complete, and also a destroy when the post was refused.
        out.on('close', closed);
        out.on('error', (error) => {
          broke(error);
          // A full disk or no descriptor left: the read ends now. Waiting for the rest of the body would leave
          // this rejection unheard (and the process ends on an unhandled rejection), and the parser stalls on
          // a file stream nobody drains any more.
          fail(error);
        });
      });
      // Heard at once: `Promise.all(writes)` below only listens after the whole body was read.
      write.catch(() => {});
      writes.push(write);
      stream.pipe(out);
      files.push(file);
    });
    parser.on('fieldsLimit', () => tooLarge(`The form has more than ${limits.fields} fields`));
    parser.on('filesLimit', () => tooLarge(`The form has more than ${limits.files} files`));
    parser.on('partsLimit', () => tooLarge(`The form has more than ${limits.fields + limits.files} parts`));
    parser.on('error', (error: Error) =>
      fail(new MalformedFormPost(`The form could not be read: ${error.message}`)),
    );
    parser.on('close', resolve);
    // The bounded body's own failure (over the route's limit) is passed on as it is.
    source.on('error', (error) => fail(error));
    source.pipe(parser);
  });

  try {
    await done;
    await Promise.all(writes);
  } catch (error) {
    await Promise.allSettled(writes);
    await target.discardUploads(written);
    throw error;
  }
  // A file input left empty still posts a part, with no name and no bytes: it carries nothing.
  const empty = files.filter((file) => file.size === 0 && file.originalName === '');
  await target.discardUploads(empty.map((file) => file.storedName));
  return { texts, files: files.filter((file) => !empty.includes(file)) };
}
