/** UTF-8 safe base64, identical in browsers and Node (both have btoa/atob and TextEncoder). */
export function encodeBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function encodeBase64Json(value: unknown): string {
  return encodeBase64(JSON.stringify(value));
}

/** The UTF-8 text that `encoded` holds; undefined for anything that is not base64 of UTF-8, never throws. */
export function decodeBase64(encoded: string): string | undefined {
  try {
    const binary = atob(encoded.trim());
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** Returns undefined for anything that is not base64 of UTF-8 JSON, never throws. */
export function decodeBase64Json(encoded: string): unknown {
  const text = decodeBase64(encoded);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
