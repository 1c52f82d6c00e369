import { randomTypedSecret } from '../../lib/typed-secret.ts';

// A gift-card code's format (lib/gift-code.ts holds how it is normalised and hashed).
export { hashGiftCode, normalizeGiftCode } from '../../lib/gift-code.ts';

export function last4(normalized: string): string {
  return normalized.slice(-4);
}

/** A new code: 20 typed-secret symbols, about 99 bits, enough for a fast hash at rest. */
export const newGiftCode = (): string => randomTypedSecret(20);

/** As printed: groups of four (normalizeGiftCode drops the dashes again). */
export const printedGiftCode = (code: string): string => code.match(/.{1,4}/g)!.join('-');
