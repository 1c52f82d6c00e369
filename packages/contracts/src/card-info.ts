import { decodeCredential, encodeCredential } from './credentials.ts';

// SPEC §5 card_info: the card id and the password, each encoded like the login credentials
// (credentials.ts), joined, a short hash appended, then base64. Like the login encoding it is not
// a security measure (TLS is): it keeps card secrets out of naive logs and lets the server tell a
// mangled value (-400) from a wrong card (-3070). The hash is FNV-1a, not WebCrypto, because
// crypto.subtle is missing on plain-http hosts (e.g. a LAN address while testing).

/** SPEC §5 / §9: card number and password, each at most this long after trimming. */
export const CARD_FIELD_MAX = 80;

const SEP = ':';

/** 32-bit FNV-1a over the UTF-8 bytes, as 8 hex digits. */
export function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The value sent as card_info; both fields are trimmed first. */
export function encodeCardInfo(cardNo: string, password: string, prefixes?: [string, string]) {
  // Base64 and the 3-hex prefix never contain ':', so it separates the parts unambiguously.
  const body =
    encodeCredential(cardNo, prefixes?.[0]) + SEP + encodeCredential(password, prefixes?.[1]);
  return btoa(body + SEP + fnv1a(body));
}

export type CardSecret = { cardNo: string; password: string };

/** Both fields, trimmed; null when anything is malformed, the hash differs or a field is empty or too long. */
export function decodeCardInfo(value: string): CardSecret | null {
  let text: string;
  try {
    text = atob(value.trim());
  } catch {
    return null;
  }
  const parts = text.split(SEP);
  if (parts.length !== 3) return null;
  const [cardPart, passwordPart, hash] = parts as [string, string, string];
  const body = cardPart + SEP + passwordPart;
  if (fnv1a(body) !== hash) return null;
  const cardNo = decodeCredential(cardPart);
  const password = decodeCredential(passwordPart);
  if (!cardNo || !password) return null;
  if (cardNo.length > CARD_FIELD_MAX || password.length > CARD_FIELD_MAX) return null;
  return { cardNo, password };
}
