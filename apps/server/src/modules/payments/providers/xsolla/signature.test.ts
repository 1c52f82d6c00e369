import { describe, expect, it } from 'vitest';
import { fixtureReader } from '../../provider-kit/scripted-transport.ts';
import { checkXsollaSignature, xsollaAuthorizationHeader, xsollaSignature } from './signature.ts';

const SECRET = 'xsolla-test-secret-key';
// Raw bytes as signed: .txt so the formatter never rewrites them.
const fixture = fixtureReader(import.meta.url);

// Digests computed once with an independent tool, per file:
//   SECRET=xsolla-test-secret-key; { cat fixtures/<file>; printf '%s' "$SECRET"; } | openssl sha1
const OPENSSL: Record<string, string> = {
  'user-validation.txt': '5b8a399cc15b1e36cb68eaf6d1ee375c6d2d99f8',
  'payment.txt': '8dcbcfc93824cdda63b562f2af1f52ae78ea2ef6',
  'payment-live-jpy.txt': 'f9e8460eb70f22ce1f87e083a75caa3f414ce755',
  'refund.txt': '40f925b4660eb5547fde2034ff5554b77cae32bf',
  'refund-chargeback.txt': '5828be1db6fc5ca52797026cd24af9c223229820',
  'partial-refund.txt': 'd0cf17a6d006cbe78fe2ebf85e569fed49ff9b8a',
  'afs-reject.txt': '45632b4c5e460bf8ce877ae2c4ab7dd5c9c0b75f',
  'dispute.txt': 'ef2112263a0c3eef7e833f5c0ccbdb242008f110',
};

describe('Xsolla webhook signature: sha1(rawBody + secret), hex', () => {
  it.each(Object.entries(OPENSSL))('%s matches the openssl digest', (name, digest) => {
    expect(xsollaSignature(fixture(name), SECRET)).toBe(digest);
    expect(xsollaAuthorizationHeader(fixture(name), SECRET)).toBe(`Signature ${digest}`);
    expect(checkXsollaSignature(`Signature ${digest}`, fixture(name), SECRET)).toBe('valid');
  });

  it('concatenates body then secret (printf %s "not json$SECRET" | openssl sha1)', () => {
    expect(xsollaSignature('not json', SECRET)).toBe('602eae23af95a16626493e100417011841b1e395');
  });

  it('accepts upper-case hex (same digest bytes)', () => {
    const digest = OPENSSL['payment.txt']!.toUpperCase();
    expect(checkXsollaSignature(`Signature ${digest}`, fixture('payment.txt'), SECRET)).toBe(
      'valid',
    );
  });

  it('refuses another secret, another body, and headers that are not a signature', () => {
    const body = fixture('payment.txt');
    const header = `Signature ${OPENSSL['payment.txt']}`;
    expect(checkXsollaSignature(header, body, 'other-secret')).toBe('invalid');
    expect(checkXsollaSignature(header, `${body} `, SECRET)).toBe('invalid');
    expect(checkXsollaSignature(`Signature ${OPENSSL['refund.txt']}`, body, SECRET)).toBe(
      'invalid',
    );
    expect(checkXsollaSignature(OPENSSL['payment.txt'], body, SECRET)).toBe('invalid');
    expect(checkXsollaSignature(`Bearer ${OPENSSL['payment.txt']}`, body, SECRET)).toBe('invalid');
    expect(checkXsollaSignature(`Signature ${'0'.repeat(39)}`, body, SECRET)).toBe('invalid');
    expect(checkXsollaSignature(`Signature ${'z'.repeat(40)}`, body, SECRET)).toBe('invalid');
  });

  it('tells a missing header from a wrong one', () => {
    expect(checkXsollaSignature(undefined, '{}', SECRET)).toBe('missing');
    expect(checkXsollaSignature('', '{}', SECRET)).toBe('missing');
  });
});
