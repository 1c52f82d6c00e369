import { describe, expect, it } from 'vitest';
import { fixtureReader } from '../../provider-kit/scripted-transport.ts';
import {
  contentToSign,
  readSignatureHeader,
  signContent,
  signatureHeader,
  verifyContent,
} from './signature.ts';

const fixture = fixtureReader(import.meta.url);
const merchantPrivate = fixture('test-only-merchant-private.pem');
const alipayPublic = fixture('test-only-alipay-public.pem');
const clientId = 'SANDBOX_5YEZ1N2YBA4K02795';

// Made once, independently of this code:
// printf 'POST /ams/api/v1/payments/pay\nSANDBOX_5YEZ1N2YBA4K02795.2019-11-27T04:01:00.123+00:00.%s' \
//   "$(cat fixtures/pay.request.txt)" | openssl dgst -sha256 -sign fixtures/test-only-merchant-private.pem | base64 -w0
const requestSignature =
  'rXCnhHLq3jQmEE0LiScHHgED92+8Kxh1DG/bkAvoyU4u0wBvaNkhRLp0vCGeLg4D+oUkmUsYAZnVcM0lEgfWmjwcDlGyKxuTFFyXNprlsrAVnqNXV2MOEXDmS/mNqyWcmekuwLPO6Bkj25Rj0GHTLZtzivrzs9wmT9VteUNOIeTjGAcD9CA1fSaym/wS/CoFQ6py9SP+gjHhZ4jA3UFqXhrim6SnIpCUMetjB2j06cANFj5Z/biNnHHu1jZrjXwS8jmay8gyQ+Z/M7zKrkJiBf9eN0bGIvO4T+CiGcOlCWL8JGqU9rEA8e76mIeoiNFGv5Ko2i9+2yScy2osltT0gg==';
// printf 'POST /api/pay/notify/alipay/watt\nSANDBOX_5YEZ1N2YBA4K02795.2019-11-27T12:01:02+08:00.%s' \
//   "$(cat fixtures/notify-payment.body.txt)" | openssl dgst -sha256 -sign fixtures/test-only-alipay-private.pem | base64 -w0
const notifySignature =
  'qZxybD6XJZVb/jDLRpb5tXIVoQXFaDIYLUajDL4p5xUga+HGURhtAYWczJTvtX8kE2m4v0Aq+7vDeBu7AibgNZvrzz8TrO77aMNzIdOZk9EgEBuykal0s/kpfkyWgwt6tjIrLgSxfnW4d6IoOrzCk+fuTPwVc4uxvhtb69t/LX3L/zTAkbSpMdwKOyBeqCPdiYV3QLWvpz9l/KtExqvMH4uGbhPfLdwu6dP+XjUScPGpdVhG9m1CermHx8zZG1nCOMPT7/c002lEfEq/XSNZGtFGP99sU482bXq5EUoTiLNwl1kI+bugXnPMxdaXQQ4fnKNrJnFUPoA+9t1aQdKlhQ==';

describe('Antom RSA256 signatures', () => {
  it('builds the documented content to be signed', () => {
    expect(
      contentToSign('POST', '/ams/api/v1/payments/pay', 'TEST_5X00000000000000', 't', '{}'),
    ).toBe('POST /ams/api/v1/payments/pay\nTEST_5X00000000000000.t.{}');
  });

  it('signs a request exactly as openssl does', () => {
    const content = contentToSign(
      'POST',
      '/ams/api/v1/payments/pay',
      clientId,
      '2019-11-27T04:01:00.123+00:00',
      fixture('pay.request.txt'),
    );
    expect(signContent(content, merchantPrivate)).toBe(requestSignature);
    // The bare base64 key the dashboard shows signs the same.
    const bare = merchantPrivate.replace(/-----[A-Z ]+-----|\s+/g, '');
    expect(signContent(content, bare)).toBe(requestSignature);
  });

  it('writes and reads the Signature header with the signature URL-encoded', () => {
    const value = signatureHeader(requestSignature);
    expect(value).toMatch(/^algorithm=RSA256,keyVersion=1,signature=[A-Za-z0-9%]+$/);
    expect(value).toContain('%2B');
    expect(readSignatureHeader(value)).toBe(requestSignature);
    expect(readSignatureHeader(`algorithm=ECC224,keyVersion=1,signature=abc`)).toBeNull();
    expect(readSignatureHeader('keyVersion=1')).toBeNull();
    expect(readSignatureHeader(undefined)).toBeNull();
  });

  it("verifies Antom's notification signature and refuses any change", () => {
    const body = fixture('notify-payment.body.txt');
    const content = (b: string, path = '/api/pay/notify/alipay/watt') =>
      contentToSign('POST', path, clientId, '2019-11-27T12:01:02+08:00', b);
    expect(verifyContent(content(body), notifySignature, alipayPublic)).toBe(true);
    expect(
      verifyContent(content(body.replace('"499"', '"1"')), notifySignature, alipayPublic),
    ).toBe(false);
    expect(
      verifyContent(content(body, '/api/pay/notify/alipay/other'), notifySignature, alipayPublic),
    ).toBe(false);
    expect(verifyContent(content(body), requestSignature, alipayPublic)).toBe(false);
    expect(verifyContent(content(body), 'garbage', alipayPublic)).toBe(false);
    expect(verifyContent(content(body), notifySignature, 'not a key')).toBe(false);
  });
});
