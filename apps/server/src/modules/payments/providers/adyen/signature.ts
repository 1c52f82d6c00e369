import { createHmac, timingSafeEqual } from 'node:crypto';

/** The fields of a NotificationRequestItem that Adyen's HMAC signature covers. */
export type SignedItemFields = {
  pspReference?: string | null;
  originalReference?: string | null;
  merchantAccountCode?: string | null;
  merchantReference?: string | null;
  amount?: { value?: number | string | null; currency?: string | null } | null;
  eventCode?: string | null;
  success?: string | boolean | null;
};

const text = (value: string | number | boolean | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/**
 * The string Adyen signs for a standard webhook item: pspReference, originalReference,
 * merchantAccountCode, merchantReference, amount.value, amount.currency, eventCode, success,
 * joined by ':'; an absent field is an empty string.
 *
 * No escaping: Adyen's HMAC for webhook items signs the raw values. Escaping of '\' and ':' is the
 * rule of the *key-value* HMAC (classic Hosted Payment Pages), not of webhooks. Sources:
 * - https://docs.adyen.com/development-resources/webhooks/secure-webhooks/verify-hmac-signatures
 * - Adyen/adyen-node-api-library src/utils/hmacValidator.ts getDataToSign (item branch: plain join)
 * - Adyen/adyen-java-api-library src/main/java/com/adyen/util/HMACValidator.java getDataToSign
 * - Adyen/adyen-python-api-library Adyen/util.py generate_notification_sig
 * - Adyen/adyen-java-api-library HMACValidatorTest.testValidateHMACWithoutEscaping: a real test-
 *   platform webhook whose merchantReference is `\:/\/slashes are fun` verifies unescaped.
 */
export function notificationSigningString(item: SignedItemFields): string {
  return [
    text(item.pspReference),
    text(item.originalReference),
    text(item.merchantAccountCode),
    text(item.merchantReference),
    text(item.amount?.value),
    text(item.amount?.currency),
    text(item.eventCode),
    text(item.success),
  ].join(':');
}

/** HMAC-SHA256 of `data` under the hex-decoded key, base64 (Adyen's hmacSignature format). */
export function adyenHmac(data: string, hexKey: string): string {
  return createHmac('sha256', Buffer.from(hexKey, 'hex')).update(data, 'utf8').digest('base64');
}

/**
 * Whether `signature` (additionalData.hmacSignature) is Adyen's signature of the item under the
 * key. Constant time over equal lengths; the base64 text is compared as is (like the Java SDK) so
 * a signature padded with characters a lenient base64 decoder would skip is not accepted.
 */
export function verifyItemSignature(
  item: SignedItemFields,
  signature: unknown,
  hexKey: string,
): boolean {
  if (typeof signature !== 'string' || signature.length === 0) return false;
  const expected = Buffer.from(adyenHmac(notificationSigningString(item), hexKey), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
