import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  razerNotificationSkey,
  razerQuerySkey,
  razerRefundRequestSignature,
  razerVcode,
  sameMd5,
} from './signature.ts';

const secret = '5b0b8f2c1e0a4d3fa6e9c7d2b1a08f4e';
const verify = 'f5bb0c8de146c67b44babbf4e6584cc0';

describe('Razer Merchant Services hashes', () => {
  it('reproduces the documented vcode example', () => {
    // https://docs.fiuu.dev/docs/vcode-in-payment-request: "output ... equals to 5bf33e65…".
    expect(
      razerVcode({ amount: '27.60', orderId: 'OD8842', currency: 'MYR' }, 'ACME', verify),
    ).toBe('5bf33e6500a53830d4f80087b67e13de');
  });

  it('makes the two-step skey that openssl made for the fixture', () => {
    // fixtures/README.md: computed with openssl dgst -md5, not with this code.
    expect(
      razerNotificationSkey(
        {
          tranID: '30012345',
          orderid: 'B20260301ABCD0001',
          status: '00',
          domain: 'WattGames_Dev',
          amount: '4.99',
          currency: 'USD',
          paydate: '2026-03-01 12:00:05',
          appcode: '123456',
        },
        secret,
      ),
    ).toBe('c0a7f6d439d7ef791ea0af239d59d46d');
  });

  it('signs the query and refund requests as openssl did', () => {
    expect(
      razerQuerySkey({ orderId: 'B20260301ABCD0001', amount: '4.99' }, 'WattGames_Dev', verify),
    ).toBe('c4413faca2276f37bf9a2b3cb71cbb54');
    expect(
      razerRefundRequestSignature(
        {
          refundType: 'P',
          refId: 'B20260301ABCD0001-refund-USD',
          txnId: '30012345',
          amount: '4.99',
        },
        'WattGames_Dev',
        secret,
      ),
    ).toBe('54d0989e6655f96a745f30a90594034b');
  });

  it('compares hashes in either case and refuses anything that is not one', () => {
    const hash = createHash('md5').update('x').digest('hex');
    expect(sameMd5(hash, hash.toUpperCase())).toBe(true);
    expect(sameMd5(hash, `${hash.slice(0, 31)}0`)).toBe(hash.endsWith('0'));
    expect(sameMd5(hash, 'not-a-hash')).toBe(false);
  });
});
