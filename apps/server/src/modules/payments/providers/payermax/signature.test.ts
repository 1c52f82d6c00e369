import { describe, expect, it } from 'vitest';
import { fixtureReader } from '../../provider-kit/scripted-transport.ts';
import { toPrivateKey, toPublicKey } from '../../provider-kit/rsa-sha256.ts';
import { signBody, verifyBody } from './signature.ts';

const fixture = fixtureReader(import.meta.url);
const merchantPrivate = fixture('test-only-merchant-private.pem');
const merchantPublic = fixture('test-only-merchant-public.pem');
const platformPublic = fixture('test-only-platform-public.pem');

// Made once, independently of this code:
// openssl dgst -sha256 -sign fixtures/test-only-platform-private.pem \
//   fixtures/collect-result-notify.body.txt | base64 -w0
const notifySignature =
  'kbQJshg6GZMeysiCFFDSxE1/lpxSxkQpn+4namJaldoPDpB8v6Q9i1gyd9TtX4IW+jJNezgjDwfRY4L0O/ld+/6CorlfqMRTm4XjbpHkZXzPqtKkHL5KSInQ6cmkk7zG5TBwpF1nlNycu4etEEtBbA94D6SzHnduelIJ0nWk76X8BwUxy5UP+XivBg+OHf7P1PaGLTGedgdrpYl39WigFk62QP1Bd0gQd9qhu3aPrI+0hKkIKH1+h3JtgSfkH0tKWKlvMcIppM6o1UimRW3kftlHZrjDxqgRugG07+fR9SFIhmDzpYunISFnpujEn4h0Xz/pge06hBtDu1pNA6WcpA==';
// openssl dgst -sha256 -sign fixtures/test-only-merchant-private.pem \
//   fixtures/order-and-pay.request.txt | base64 -w0
const requestSignature =
  '2ApMsO4Wt9YPRqzypa+tziIw4/C3XJCEQDDrx32NYXfI8MVmcDY5jJH+1NQGq/MQd1gIIAvG96yT7sgnmhrFnNnH5AX4n08NXNFAd9bxH2O4HUfYO0OBSZED8+P43vKQmwjYurHLF5TdA2xjXvL4XdqJK381/64bnsdlQsyyWf02Yn6boDApbDn/JUJLBOQ5mNLljSKMSKjUrctw30Ey9yMR5nxMwXR/YHt2lusfG6KR7Jk5jb3aejfCuMoiWsEdZoAL4HtBMHVvZdUagzmwkssmxYHS/Wm60qL/53gjieqY43LTEDH6tHL98NBcx2uq4lhu86lqlE9Z/PjRlzqoow==';

describe('PayerMax SHA256WithRSA signatures', () => {
  it('signs a request body exactly as openssl does (PKCS#1 v1.5 is deterministic)', () => {
    expect(signBody(fixture('order-and-pay.request.txt'), merchantPrivate)).toBe(requestSignature);
  });

  it('accepts the key as the bare base64 body the dashboard shows', () => {
    const bare = merchantPrivate.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
    expect(signBody(fixture('order-and-pay.request.txt'), bare)).toBe(requestSignature);
    expect(toPublicKey(platformPublic.replace(/-----[A-Z ]+-----|\s+/g, '')).type).toBe('public');
  });

  it('verifies a platform signature over the raw body', () => {
    expect(
      verifyBody(fixture('collect-result-notify.body.txt'), notifySignature, platformPublic),
    ).toBe(true);
  });

  it('refuses a tampered body, a signature by another key, and garbage', () => {
    const body = fixture('collect-result-notify.body.txt');
    expect(verifyBody(body.replace('9.99', '0.01'), notifySignature, platformPublic)).toBe(false);
    // Whitespace is part of the signed bytes: a re-serialised body is not the signed one.
    expect(verifyBody(JSON.stringify(JSON.parse(body)), notifySignature, platformPublic)).toBe(
      false,
    );
    expect(verifyBody(body, notifySignature, merchantPublic)).toBe(false);
    expect(verifyBody(body, '', platformPublic)).toBe(false);
    expect(verifyBody(body, '!!!not base64!!!', platformPublic)).toBe(false);
    expect(verifyBody(body, notifySignature, 'not a key')).toBe(false);
  });

  it('rejects unreadable keys', () => {
    expect(() => toPrivateKey('nope')).toThrow();
    expect(() => toPublicKey(merchantPrivate.replace('PRIVATE', 'PUBLIC'))).toThrow();
  });
});
