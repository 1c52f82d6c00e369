import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  canonicalString,
  checkSigned,
  NonceMemory,
  signatureOf,
  signedHeaders,
  type Signed,
} from './signature.ts';
import { listQuery } from './messages.ts';

// The test vectors of docs/PAYMENTS.md ("Topup merchant protocol v1", "Test vectors") read from
// the page itself and recomputed: the page a provider implements against cannot drift from the
// code. The first vector was also made with openssl (`openssl dgst -sha256 -hmac`).

const doc = readFileSync(new URL('../../../../../../docs/PAYMENTS.md', import.meta.url), 'utf8');
const section = doc.slice(doc.indexOf('### Test vectors'), doc.indexOf('### Conformance kit'));
const secret = /Secret `([^`]+)`/.exec(section)?.[1] ?? '';

type Vector = Signed & { bodyHash: string; signature: string };
const vectors: Vector[] = [...section.matchAll(/```text\n([\s\S]*?)```/g)].map(([, block]) => {
  const field = (name: string) => {
    const m = new RegExp(`^${name} *(.*)$`, 'm').exec(block!);
    if (!m) throw new Error(`vector without ${name}`);
    return m[1]!;
  };
  return {
    line: field('line'),
    path: field('path'),
    merchantId: field('merchant'),
    timestamp: field('timestamp'),
    nonce: field('nonce'),
    body: field('body'),
    bodyHash: field('body hash'),
    signature: field('signature'),
  };
});

describe('merchant protocol v1 signature', () => {
  it('finds the documented secret and five vectors', () => {
    expect(secret).toBe('topup-merchant-v1-test-secret-0123456789');
    expect(vectors.map((v) => v.line)).toEqual(['POST', '201', 'GET', 'GET', 'POST']);
  });

  it('the day list vector is the query the store sends for that day', () => {
    const day = { from: new Date('2026-12-06T00:00:00Z'), to: new Date('2026-12-07T00:00:00Z') };
    expect(vectors[3]!.path).toBe(`/v1/payments?${listQuery(day, 0)}`);
  });

  it.each(vectors.map((v) => [`${v.line} ${v.path}`, v] as const))(
    'matches the documented vector: %s',
    (_name, v) => {
      expect(createHash('sha256').update(v.body).digest('hex')).toBe(v.bodyHash);
      expect(canonicalString(v)).toBe(
        ['TOPUP-MERCHANT-V1', v.line, v.path, v.merchantId, v.timestamp, v.nonce, v.bodyHash].join(
          '\n',
        ),
      );
      expect(`v1=${signatureOf(secret, v)}`).toBe(v.signature);
      expect(signedHeaders(secret, v)['x-topup-signature']).toBe(v.signature);
    },
  );

  it('accepts the vector at its time, and refuses it tampered, stale, replayed or for another path', () => {
    const v = vectors[0]!;
    const headers = signedHeaders(secret, v);
    const at = new Date(Number(v.timestamp) * 1000 + 299_000);
    const base = {
      secret,
      headers,
      line: v.line,
      path: v.path,
      body: v.body,
      merchantId: v.merchantId,
    };
    const nonces = new NonceMemory();
    expect(checkSigned({ ...base, now: at, nonces })).toEqual({ ok: true });
    expect(checkSigned({ ...base, now: at, nonces })).toEqual({ ok: false, reason: 'replayed' });
    expect(checkSigned({ ...base, now: new Date(at.getTime() + 2000) })).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(checkSigned({ ...base, body: v.body.replace('499', '1'), now: at })).toMatchObject({
      reason: 'bad-signature',
    });
    expect(checkSigned({ ...base, path: '/v1/payments/other', now: at })).toMatchObject({
      reason: 'bad-signature',
    });
    expect(checkSigned({ ...base, merchantId: 'someone-else', now: at })).toMatchObject({
      reason: 'wrong-merchant',
    });
    expect(checkSigned({ ...base, headers: {}, now: at })).toMatchObject({ reason: 'unsigned' });
    expect(checkSigned({ ...base, now: at, expectNonce: 'another-nonce-0000' })).toMatchObject({
      reason: 'replayed',
    });
  });

  it('forgets a nonce only after two windows', () => {
    const memory = new NonceMemory();
    const t0 = new Date('2026-12-07T00:00:00Z');
    expect(memory.claim('m\u0000n', t0)).toBe(true);
    expect(memory.claim('m\u0000n', new Date(t0.getTime() + 599_000))).toBe(false);
    expect(memory.claim('m\u0000n', new Date(t0.getTime() + 601_000))).toBe(true);
  });
});
