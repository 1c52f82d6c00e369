import { describe, expect, it } from 'vitest';
import { totpCode, totpStep, totpUri } from './totp.ts';

// RFC 6238 Appendix B: the SHA-1 seed "12345678901234567890" (ASCII) and its 8-digit codes; the
// 6-digit codes authenticator apps show are their last six digits.
const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const vectors: Array<[number, string]> = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(vectors)('at %i s the code is %s', (seconds, code) => {
    expect(totpCode(rfcSecret, new Date(seconds * 1000))).toBe(code);
  });

  it('accepts one step of drift and names the step the code belongs to', () => {
    const now = new Date(1111111111 * 1000);
    const step = Math.floor(1111111111 / 30);
    expect(totpStep(rfcSecret, '050471', now)).toBe(step);
    const previous = totpCode(rfcSecret, new Date(now.getTime() - 30_000));
    expect(totpStep(rfcSecret, previous, now)).toBe(step - 1);
    const old = totpCode(rfcSecret, new Date(now.getTime() - 90_000));
    expect(totpStep(rfcSecret, old, now)).toBeNull();
  });

  it('refuses anything that is not six digits', () => {
    const now = new Date(59_000);
    for (const bad of ['', '28708', '2870822', 'abcdef', ' 287082']) {
      expect(totpStep(rfcSecret, bad, now)).toBeNull();
    }
  });

  it('makes an otpauth URI with the issuer and the account', () => {
    const uri = totpUri(rfcSecret, 'owner@example.com');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Topup%20console:owner%40example\.com\?/);
    expect(uri).toContain(`secret=${rfcSecret}`);
  });
});
