import { describe, expect, it } from 'vitest';
import { xSigner } from './x-oauth1.ts';
import { parseOAuthHeader } from '@topup/demo/demo-idp/x-routes';

// X's published example, "Creating a signature":
// https://developer.x.com/en/docs/authentication/oauth-1-0a/creating-a-signature
describe('OAuth 1.0a HMAC-SHA1 signer', () => {
  it("matches X's published signature", () => {
    const signer = xSigner({
      consumerKey: 'xvz1evFS4wEEPTGEFPHBog',
      consumerSecret: 'kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw',
    });
    const signature = signer.getSignature(
      {
        url: 'https://api.twitter.com/1.1/statuses/update.json?include_entities=true',
        method: 'POST',
        data: { status: 'Hello Ladies + Gentlemen, a signed OAuth request!' },
      },
      'LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE',
      {
        oauth_consumer_key: 'xvz1evFS4wEEPTGEFPHBog',
        oauth_nonce: 'kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg',
        oauth_signature_method: 'HMAC-SHA1',
        oauth_timestamp: 1318622958,
        oauth_token: '370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb',
        oauth_version: '1.0',
      },
    );
    expect(signature).toBe('hCtSmYh+iHYCEqBWrE7C7hYmtUk=');
  });

  it('the local provider reads back the header the signer writes', () => {
    const signer = xSigner({ consumerKey: 'ck', consumerSecret: 'cs' });
    const auth = signer.authorize({
      url: 'http://127.0.0.1:8080/demo-idp/twitter/oauth/request_token',
      method: 'POST',
      data: { oauth_callback: 'http://watt.localhost:8080/oauth-return?a=1&b=2' },
    });
    const header = signer.toHeader({
      ...auth,
      oauth_callback: 'http://watt.localhost:8080/oauth-return?a=1&b=2',
    } as typeof auth).Authorization;
    const parsed = parseOAuthHeader(header)!;
    expect(parsed.oauth_callback).toBe('http://watt.localhost:8080/oauth-return?a=1&b=2');
    expect(parsed.oauth_signature).toBe(auth.oauth_signature);
    expect(parseOAuthHeader('Bearer x')).toBeNull();
  });
});
