import { randomInt } from 'node:crypto';

// Secrets people type in by hand from a printed card (prepaid-card passwords, gift codes): upper
// case letters and digits without 0/O or 1/I/L, 31 symbols, drawn with a CSPRNG.
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `length` symbols of the typed-secret alphabet (about 4.95 bits each). */
export const randomTypedSecret = (length: number): string =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

/** `length` random decimal digits (card numbers). */
export const randomDigits = (length: number): string =>
  Array.from({ length }, () => String(randomInt(10))).join('');
