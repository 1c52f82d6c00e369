import { describe, expect, it } from 'vitest';
import { fixtureReader } from '../../provider-kit/scripted-transport.ts';
import { airwallexSignature, verifyAirwallexSignature } from './signature.ts';

const fixture = fixtureReader(import.meta.url);

const secret = 'whsec_test_only_5f1c2e';
const timestamp = '1673595221000';
// Made once, independently of this code:
// printf '%s' "1673595221000$(cat fixtures/payment-intent-succeeded.body.txt)" \
//   | openssl dgst -sha256 -hmac 'whsec_test_only_5f1c2e' -hex
const opensslDigest = '4a7acdf3f215c8951a606b65ba2c16d8b6b997478fb92d045679bb5118b9c03b';

describe('Airwallex webhook signature (HMAC-SHA256 of x-timestamp + body)', () => {
  const body = fixture('payment-intent-succeeded.body.txt');

  it('computes what openssl computes', () => {
    expect(airwallexSignature(timestamp, body, secret)).toBe(opensslDigest);
  });

  it('verifies the openssl digest, in either hex case', () => {
    expect(verifyAirwallexSignature(timestamp, body, opensslDigest, secret)).toBe(true);
    expect(verifyAirwallexSignature(timestamp, body, opensslDigest.toUpperCase(), secret)).toBe(
      true,
    );
  });

  it('refuses another body, timestamp or secret, and garbage', () => {
    expect(verifyAirwallexSignature(timestamp, `${body} `, opensslDigest, secret)).toBe(false);
    expect(verifyAirwallexSignature('1673595221001', body, opensslDigest, secret)).toBe(false);
    expect(verifyAirwallexSignature(timestamp, body, opensslDigest, 'other')).toBe(false);
    expect(verifyAirwallexSignature(timestamp, body, 'not-hex', secret)).toBe(false);
    expect(verifyAirwallexSignature(timestamp, body, opensslDigest.slice(2), secret)).toBe(false);
  });
});
