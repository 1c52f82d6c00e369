import { describe, expect, it } from 'vitest';
import {
  approvalSignature,
  mKeyOf,
  payapiSignature,
  requestSignature,
  sameSignature,
} from './signature.ts';

// Vectors made with openssl, independently of this module (fixtures/README.md has the commands):
// the manual's own example hash does not match the target text it prints (see README), so it
// cannot serve as a vector.
const signKey = 'dGVzdFNpZ25LZXlGb3JUb3B1cDEyMzQ=';
const mKey = '1b4b4fd0d7959d70347123dcfbe6b047194025a539e9c7a07ddef749e97176aa';

describe('WelcomePay signatures (openssl vectors)', () => {
  it('mKey is SHA-256 of the signKey', () => {
    expect(mKeyOf(signKey)).toBe(mKey);
  });

  it('signs the payment request over mKey, oid, price and timestamp in that order', () => {
    expect(
      requestSignature({
        signKey,
        oid: 'welcometst_1700000000000',
        price: 12000,
        timestamp: '1700000000000',
      }),
    ).toBe('f4a46e5e66a16a40d88304079f515be7bdb0a564fcd1896bdb2caeebfa4e8db1');
    // Another price is another signature: the amount cannot be changed in the player's browser.
    expect(
      requestSignature({
        signKey,
        oid: 'welcometst_1700000000000',
        price: 1200,
        timestamp: '1700000000000',
      }),
    ).not.toBe('f4a46e5e66a16a40d88304079f515be7bdb0a564fcd1896bdb2caeebfa4e8db1');
  });

  it('signs the approval request over authToken and timestamp', () => {
    expect(
      approvalSignature({ authToken: 'T0tFTl9XRUxDT01FX0FVVEg=', timestamp: '1700000005000' }),
    ).toBe('4370ac64a6edd8459c9d900f92e64ff5ad8fe0fc11c474fdef1d715a86cfd2ae');
  });

  it('signs PAYAPI calls over mid + mkey + timestamp', () => {
    expect(payapiSignature({ mid: 'welcometst', signKey, timestamp: '20231115074000' })).toBe(
      'f35bf6b8f23153584b39d8559b2937cf95a9c5172758212db3555d896eef0ec3',
    );
  });

  it('compares hex signatures in constant time, refusing any other', () => {
    const sig = 'f35bf6b8f23153584b39d8559b2937cf95a9c5172758212db3555d896eef0ec3';
    expect(sameSignature(sig, sig.toUpperCase())).toBe(true);
    expect(sameSignature(sig, sig.slice(0, -1) + '4')).toBe(false);
    expect(sameSignature(sig, '')).toBe(false);
  });
});
