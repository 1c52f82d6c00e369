import { describe, expect, it } from 'vitest';
import { fixtureReader } from '../../provider-kit/scripted-transport.ts';
import {
  pagsmileSignature,
  pagsmileSignatureHeader,
  readSignatureHeader,
  verifyPagsmileSignature,
} from './signature.ts';

const fixture = fixtureReader(import.meta.url);
const secret = 'Pagsmile_sk_test_only_9c1e';
// printf '%s' "$(cat fixtures/notify-success.body.txt)" | openssl dgst -sha256 -hmac 'Pagsmile_sk_test_only_9c1e' -hex
const opensslDigest = '7666ac4819437c57c01a1311bd4aba8a539c2a21fd4e54bdca650ce36dce98de';

describe('Pagsmile-Signature (t=…,v2=HMAC-SHA256 of the body)', () => {
  const body = fixture('notify-success.body.txt');

  it('computes what openssl computes', () => {
    expect(pagsmileSignature(body, secret)).toBe(opensslDigest);
    expect(pagsmileSignatureHeader(body, secret, '1577808000')).toBe(
      `t=1577808000,v2=${opensslDigest}`,
    );
  });

  it("reads the documented header form, spaces and several v2's included", () => {
    expect(readSignatureHeader(`t=1577808000,v2=${opensslDigest}`)).toEqual({
      timestamp: '1577808000',
      signatures: [opensslDigest],
    });
    expect(readSignatureHeader(`t=1, v2=aa, v2=${opensslDigest}`)?.signatures).toEqual([
      'aa',
      opensslDigest,
    ]);
    expect(readSignatureHeader('t=1577808000')).toBeNull();
    expect(readSignatureHeader(undefined)).toBeNull();
  });

  it('verifies the openssl digest and refuses any change', () => {
    const header = readSignatureHeader(`t=1577808000,v2=${opensslDigest}`)!;
    expect(verifyPagsmileSignature(body, header, secret)).toBe(true);
    expect(verifyPagsmileSignature(body.replace('49.90', '0.01'), header, secret)).toBe(false);
    expect(verifyPagsmileSignature(body, header, 'another')).toBe(false);
    expect(verifyPagsmileSignature(body, { timestamp: null, signatures: ['zz'] }, secret)).toBe(
      false,
    );
  });
});
