import type { HostedFile } from '../protocol/index';
import { hostedFileNameFieldOf, hostedFileSizeFieldOf, hostedFileTypeFieldOf } from '../protocol/index';

/**
 * On the element that holds a field's file picked through the picker service, as hidden inputs: the field's
 * name. The form itself is the state, as for every other answer, so a retry after a failure posts the same
 * file and the rules read it like a file from the computer.
 */
export const HOSTED_FILE_HOLDER = 'data-vitrine-form-hosted-file';

function holderOf(form: HTMLFormElement, name: string): HTMLElement | undefined {
  return Array.from(form.querySelectorAll<HTMLElement>(`[${HOSTED_FILE_HOLDER}]`)).find(
    (holder) => holder.getAttribute(HOSTED_FILE_HOLDER) === name,
  );
}

/** The file this field will post by its address, if the visitor picked one through the service. */
export function hostedFileIn(form: HTMLFormElement, name: string): HostedFile | undefined {
  const holder = holderOf(form, name);
  if (!holder) return undefined;
  const value = (field: string) =>
    holder.querySelector<HTMLInputElement>(`input[name="${field}"]`)?.value ?? undefined;
  const url = value(name);
  if (url === undefined) return undefined;
  // Read as written: only `writeHostedFile` fills the holder, with a file the rules already took.
  return {
    url,
    name: value(hostedFileNameFieldOf(name)) ?? '',
    size: Number(value(hostedFileSizeFieldOf(name))),
    type: value(hostedFileTypeFieldOf(name)) ?? '',
  };
}
