import { createHash, timingSafeEqual } from 'node:crypto';

// WelcomePay (웰컴페이먼츠) signatures, from its published merchant manual
// (https://paywelcome.github.io, source github.com/paywelcome/paywelcome.github.io):
// "1.4 signature 생성 방법": the fields as name=value pairs joined by '&' in the stated order, no
// trailing '&', no spaces, the values exactly as sent, hashed with SHA-256 (hex)
// (pages/prepare/prepare01.md). mKey is SHA-256 of the brand's signKey ("mkey: sha256(signkey)").
// - PC web standard payment request (인증 요청): mKey=&oid=&price=&timestamp= (prepare01 1.3);
// - approval request to authUrl (승인 요청): authToken=&timestamp= (prepare01 1.3;
//   pages/stdweb/stdweb03.md [2-2]);
// - PAYAPI (cancel /cancel/cancel, partial cancel /cancel/repay): SHA-256 of mid + mkey +
//   timestamp concatenated ("SHA256 (mid+mkey+timestamp)", pages/payapi/payapi02.md).
// Not wired yet: WelcomePay speaks Topup merchant protocol v1 until its own protocol is complete
// enough to implement (docs/PAYMENTS.md, "Generic providers"; decision 0054).

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** mKey: SHA-256 (hex) of the brand's signKey. */
export const mKeyOf = (signKey: string) => sha256Hex(signKey);

/** The payment request's signature (its timestamp is TimeInMillis, sent as the form's). */
export function requestSignature(input: {
  signKey: string;
  oid: string;
  price: number;
  timestamp: string;
}): string {
  return sha256Hex(
    `mKey=${mKeyOf(input.signKey)}&oid=${input.oid}&price=${input.price}&timestamp=${input.timestamp}`,
  );
}

/** The approval request's signature, over the authToken of the return. */
export function approvalSignature(input: { authToken: string; timestamp: string }): string {
  return sha256Hex(`authToken=${input.authToken}&timestamp=${input.timestamp}`);
}

/** PAYAPI's signature (cancel, partial cancel): mid + mkey + timestamp (yyyyMMddHHmmss). */
export function payapiSignature(input: {
  mid: string;
  signKey: string;
  timestamp: string;
}): string {
  return sha256Hex(`${input.mid}${mKeyOf(input.signKey)}${input.timestamp}`);
}

/** A hex signature compared in constant time (case-insensitive, as hex). */
export function sameSignature(expected: string, received: string): boolean {
  const a = Buffer.from(expected.toLowerCase());
  const b = Buffer.from(received.trim().toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}
