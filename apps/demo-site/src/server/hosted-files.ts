import type { HostedFile } from '@vitrine/widget-form/protocol';
import {
  hostedFileNameFieldOf,
  hostedFileSizeFieldOf,
  hostedFileTypeFieldOf,
  readHostedFile,
} from '@vitrine/widget-form/protocol';
import type { HostedUpload } from '../db/form-submissions';
import type { FormDefinition } from '../site/forms/contact-form';

/** A file in a post, as the rules see it (an upload, by the name and type the browser gave). */
export interface PostedFile {
  name: string;
  size: number;
  type: string;
}

/** A form post: a name gives a value, or several; an upload's name gives its file. */
export type Posted = Record<string, string | PostedFile | Array<string | PostedFile>>;

const texts = (value: Posted[string] | undefined): string[] =>
  (value === undefined ? [] : Array.isArray(value) ? value : [value]).filter(
    (item): item is string => typeof item === 'string',
  );

/**
 * The files picked through the file picker service in a post: for each file field the owner built, every text
 * value posted under its name is such a file's address, with its name, size and type beside it in
 * `filename-`, `filesize-` and `filetype-dmform-NN` (in the same order). An address off the allow-list, or a
 * file without its name or size, is a problem to refuse the post for: the server never fetches the address,
 * so it takes nothing it cannot name.
 */
export function readHostedFiles(
  form: FormDefinition,
  body: Posted,
): { files: HostedUpload[]; byField: Map<string, HostedFile[]>; problems: string[] } {
  const files: HostedUpload[] = [];
  const byField = new Map<string, HostedFile[]>();
  const problems: string[] = [];
  for (const field of form.fields.filter(({ type }) => type === 'file')) {
    const names = texts(body[hostedFileNameFieldOf(field.name)]);
    const sizes = texts(body[hostedFileSizeFieldOf(field.name)]);
    const types = texts(body[hostedFileTypeFieldOf(field.name)]);
    const hosted: HostedFile[] = [];
    texts(body[field.name]).forEach((url, index) => {
      const read = readHostedFile({ url, name: names[index], size: sizes[index], type: types[index] });
      if (!read.ok) {
        problems.push(`${field.name}: ${read.problem}`);
        return;
      }
      hosted.push(read.file);
      files.push({
        fieldName: field.name,
        url: read.file.url,
        originalName: read.file.name,
        contentType: read.file.type || 'application/octet-stream',
        size: read.file.size,
      });
    });
    byField.set(field.name, hosted);
  }
  return { files, byField, problems };
}
