/**
 * Whether `text` has a C0 control character or DEL, other than those in `allowed` (a message may have line
 * breaks; any field may have a tab). No visitor types the others, and a line break in a path must never reach a
 * header.
 */
export function hasControlCharacter(text: string, allowed = ''): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 || code === 0x7f) && !allowed.includes(text.charAt(index))) return true;
  }
  return false;
}
