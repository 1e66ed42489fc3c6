// Straight from their modules, not the protocol's index: this chunk alone needs the address rules.
import { hostedFileNameFieldOf, hostedFileSizeFieldOf, hostedFileTypeFieldOf } from '../protocol/fields';
import type { HostedFile } from '../protocol/hosted-file';
import { readHostedFile } from '../protocol/hosted-file';
import { checkUpload } from '../protocol/rules';
import type { FilestackFile } from './filestack-loader';
import { hostedFileIn } from './hosted-file-inputs';

/**
 * Why a file the service handed back is not taken: too big or of a kind the form does not send (the same rules
 * as a file from the computer), or an answer the form cannot post at all (no address on the service's CDN).
 */
export type PickRefusal = 'file-size' | 'file-type' | 'unusable';

/**
 * One file field's choice between its two sources: the computer (the field's own file input) and the picker
 * service (hidden inputs in `holder`). The field holds a single file, so picking from one source replaces what
 * came from the other.
 */
export class FileSourceField {
  readonly input: HTMLInputElement;
  readonly #holder: HTMLElement;
  readonly #listeners = new Set<() => void>();
  #picked: HostedFile | undefined;

  constructor(input: HTMLInputElement, holder: HTMLElement, signal: AbortSignal) {
    this.input = input;
    this.#holder = holder;
    this.#picked = input.form ? hostedFileIn(input.form, input.name) : undefined;
    input.addEventListener(
      'change',
      () => {
        if ((input.files?.length ?? 0) > 0 && this.#picked) this.#write(undefined, { fromInput: true });
      },
      { signal },
    );
  }

  get name(): string {
    return this.input.name;
  }

  /** The file picked through the service, when that is the field's file. */
  get picked(): HostedFile | undefined {
    return this.#picked;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /**
   * Takes the service's file as the field's file, replacing one from the computer, unless the rules refuse it:
   * then whatever the field had stays, and the refusal says why.
   */
  pick(file: FilestackFile): PickRefusal | undefined {
    const read = readHostedFile({ url: file.url, name: file.filename, size: file.size, type: file.mimetype });
    if (!read.ok) return 'unusable';
    const problem = checkUpload(read.file);
    if (problem) return problem;
    // Emptying a file input is the one change a script may make to it: the computer's file is let go.
    this.input.value = '';
    this.#write(read.file);
    return undefined;
  }

  /** Lets the service's file go: the field is empty again. */
  remove(): void {
    if (this.#picked) this.#write(undefined);
  }

  #write(file: HostedFile | undefined, { fromInput = false } = {}): void {
    writeHostedFile(this.#holder, this.name, file);
    this.#picked = file;
    // The field's value changed without a keypress: the form clears the field's error as for any other change.
    if (!fromInput) this.input.dispatchEvent(new Event('input', { bubbles: true }));
    for (const listener of this.#listeners) listener();
  }
}

/** Puts the file into the holder as the hidden inputs the form posts, or empties it. */
function writeHostedFile(holder: HTMLElement, name: string, file: HostedFile | undefined): void {
  if (!file) {
    holder.replaceChildren();
    return;
  }
  const hidden = (field: string, value: string) => {
    const input = holder.ownerDocument.createElement('input');
    input.type = 'hidden';
    input.name = field;
    input.value = value;
    return input;
  };
  holder.replaceChildren(
    hidden(name, file.url),
    hidden(hostedFileNameFieldOf(name), file.name),
    hidden(hostedFileSizeFieldOf(name), String(file.size)),
    hidden(hostedFileTypeFieldOf(name), file.type),
  );
}
