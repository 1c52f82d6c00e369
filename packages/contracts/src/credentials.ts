// SPEC §5: the login form trims username and password and sends each as a random
// 3-hex-character prefix followed by the base64 of its UTF-8 bytes, e.g. "demo" -> "a3fZGVtbw==".
// It is not a security measure (TLS is): it keeps credentials out of naive logs and proxies'
// pattern matching. The server strips and checks the prefix, decodes, and trims again.

const PREFIX = /^[0-9a-f]{3}/;

function randomHex3(): string {
  const bytes = new Uint8Array(2);
  crypto.getRandomValues(bytes);
  return ((bytes[0]! << 8) | bytes[1]!).toString(16).padStart(4, '0').slice(0, 3);
}

export function encodeCredential(value: string, prefix: string = randomHex3()): string {
  const bytes = new TextEncoder().encode(value.trim());
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return prefix + btoa(binary);
}

/** The trimmed value, or null when the prefix or the base64 is malformed. */
export function decodeCredential(encoded: string): string | null {
  if (!PREFIX.test(encoded)) return null;
  const body = encoded.slice(3);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body) || body.length % 4 !== 0) return null;
  try {
    const binary = atob(body);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).trim();
  } catch {
    return null;
  }
}
