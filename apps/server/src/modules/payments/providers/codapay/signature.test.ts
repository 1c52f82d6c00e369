import { describe, expect, it } from 'vitest';
import { codapayChecksum, verifyCodapayChecksum } from './signature.ts';

// The documented example of
// https://coda-payments.gitbook.io/coda-public-technical-documentation/codapay/integration-guides/transaction-notification/ensuring-security
// checked independently once:
//   printf '%s' '33812904338800742155a8ca8f31f19a23c41edd14b29a74fd28ae6ffee169b0' | openssl md5
//   → 5cb948816af0b5b61516fd71a17d271b
const apiKey = '5a8ca8f31f19a23c41edd14b29a74fd2';
const fields = { txnId: '3381290433880074215', orderId: '8ae6ffee169b', resultCode: '0' };
const documented = '5cb948816af0b5b61516fd71a17d271b';

describe('Codapay notification checksum', () => {
  it('is MD5(TxnId + apiKey + OrderId + ResultCode) in hex, as documented', () => {
    expect(codapayChecksum(fields, apiKey)).toBe(documented);
  });

  it('accepts the documented checksum, in either case', () => {
    expect(verifyCodapayChecksum(fields, apiKey, documented)).toBe(true);
    expect(verifyCodapayChecksum(fields, apiKey, documented.toUpperCase())).toBe(true);
  });

  it('refuses another key, a changed field and a malformed checksum', () => {
    expect(verifyCodapayChecksum(fields, 'another-key', documented)).toBe(false);
    expect(verifyCodapayChecksum({ ...fields, resultCode: '1' }, apiKey, documented)).toBe(false);
    expect(verifyCodapayChecksum({ ...fields, orderId: '8ae6ffee169c' }, apiKey, documented)).toBe(
      false,
    );
    expect(verifyCodapayChecksum(fields, apiKey, documented.slice(0, 31))).toBe(false);
    expect(verifyCodapayChecksum(fields, apiKey, 'z'.repeat(32))).toBe(false);
  });
});
