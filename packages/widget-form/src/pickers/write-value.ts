/**
 * Writes a picked value into the server-rendered field as typing would: `input` and `change` fire, so the
 * form clears the field's error and anything else listening (a site's own script) hears it.
 */
export function writeValue(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
