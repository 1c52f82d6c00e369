import { describe, expect, it } from 'vitest';
import { signBody, signedHeaders, verifySignature } from './signing.ts';

// The fixed vector, computed outside node:
//   printf '%s' '1700000000.{"roleId":"1001011"}' | openssl dgst -sha256 -hmac 'test-secret'
const vector = {
  secret: 'test-secret',
  timestamp: 1_700_000_000,
  body: '{"roleId":"1001011"}',
  signature: '1b2a91fe2b8f0b611f5ba8142e54da0e6a93f61a23e9a53901a41462f4422bd6',
};

const check = (over: Partial<Parameters<typeof verifySignature>[0]> = {}) =>
  verifySignature({
    secret: vector.secret,
    timestamp: String(vector.timestamp),
    signature: vector.signature,
    rawBody: vector.body,
    nowSeconds: vector.timestamp + 10,
    ...over,
  });

describe('game gateway signing', () => {
  it('matches the openssl vector', () => {
    expect(signBody(vector.secret, vector.timestamp, vector.body)).toBe(vector.signature);
    expect(signedHeaders(vector.secret, vector.body, vector.timestamp + 0.9)).toEqual({
      'x-topup-timestamp': String(vector.timestamp),
      'x-topup-signature': vector.signature,
    });
  });

  it('accepts a fresh, correctly signed body', () => {
    expect(check()).toEqual({ ok: true });
    expect(check({ signature: vector.signature.toUpperCase() })).toEqual({ ok: true });
  });

  it('refuses a changed body, a wrong secret, a bad or missing signature', () => {
    const bad = { ok: false, code: 'bad_signature' };
    expect(check({ rawBody: '{"roleId":"1001012"}' })).toEqual(bad);
    expect(check({ secret: 'other' })).toEqual(bad);
    expect(check({ signature: vector.signature.slice(0, 62) })).toEqual(bad);
    expect(check({ signature: 'zz'.repeat(32) })).toEqual(bad);
    expect(check({ signature: undefined })).toEqual(bad);
    expect(check({ timestamp: 'soon' })).toEqual(bad);
    // The timestamp is signed too: moving it breaks the signature, not just the freshness.
    expect(check({ timestamp: String(vector.timestamp + 1) })).toEqual(bad);
  });

  it('refuses a timestamp more than 5 minutes away from now', () => {
    expect(check({ nowSeconds: vector.timestamp + 300 })).toEqual({ ok: true });
    expect(check({ nowSeconds: vector.timestamp + 301 })).toEqual({
      ok: false,
      code: 'stale_timestamp',
    });
    expect(check({ nowSeconds: vector.timestamp - 301 })).toMatchObject({ ok: false });
  });
});
