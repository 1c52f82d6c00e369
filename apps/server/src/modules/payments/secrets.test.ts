import { describe, expect, it } from 'vitest';
import {
  isFreshTimestamp,
  providerSecret,
  providerSecretEnvName,
  sharedSecretProblem,
  sign,
  verifySignature,
} from './secrets.ts';

const config = { paymentSandboxSecret: 'master-secret-for-tests-0123456789abcdef' };

describe('providerSecret', () => {
  it('derives a distinct secret per tenant and provider from the master secret', () => {
    const a = providerSecret(config, 'watt', 'paypal', {});
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(providerSecret(config, 'watt', 'paypal', {})).toBe(a);
    expect(providerSecret(config, 'dragon', 'paypal', {})).not.toBe(a);
    expect(providerSecret(config, 'watt', 'adyen', {})).not.toBe(a);
    expect(
      providerSecret(
        { paymentSandboxSecret: `${config.paymentSandboxSecret}x` },
        'watt',
        'paypal',
        {},
      ),
    ).not.toBe(a);
  });

  it('prefers PAY_SECRET_<PROVIDER>_<TENANT> (upper-case) from the environment', () => {
    expect(providerSecretEnvName('acenetJp', 'paypal')).toBe('PAY_SECRET_PAYPAL_ACENETJP');
    const env = { PAY_SECRET_PAYPAL_ACENETJP: 'live-secret' };
    expect(providerSecret(config, 'acenetJp', 'paypal', env)).toBe('live-secret');
    expect(providerSecret(config, 'acenetJp', 'adyen', env)).not.toBe('live-secret');
  });

  it('without a master secret uses one random secret for the whole process', () => {
    const first = providerSecret({ paymentSandboxSecret: undefined }, 'watt', 'paypal', {});
    expect(providerSecret({ paymentSandboxSecret: undefined }, 'watt', 'paypal', {})).toBe(first);
    expect(first).not.toBe(providerSecret(config, 'watt', 'paypal', {}));
  });
});

describe('sign / verifySignature', () => {
  const body = '{"event_id":"e1"}';
  it('accepts the HMAC of `${timestamp}.${rawBody}` and nothing else', () => {
    const signature = sign('s3cret', 1700000000, body);
    expect(verifySignature('s3cret', '1700000000', body, signature)).toBe(true);
    expect(verifySignature('s3cret', '1700000000', body, signature.toUpperCase())).toBe(true);
    expect(verifySignature('other', '1700000000', body, signature)).toBe(false);
    expect(verifySignature('s3cret', '1700000001', body, signature)).toBe(false);
    expect(verifySignature('s3cret', '1700000000', `${body} `, signature)).toBe(false);
    expect(verifySignature('s3cret', '1700000000', body, undefined)).toBe(false);
    expect(verifySignature('s3cret', '1700000000', body, 'abc')).toBe(false);
  });
});

describe('isFreshTimestamp', () => {
  const now = new Date(1_700_000_000_000);
  it('allows ±300 s around now and rejects anything else', () => {
    expect(isFreshTimestamp('1700000000', now)).toBe(true);
    expect(isFreshTimestamp('1699999700', now)).toBe(true);
    expect(isFreshTimestamp('1700000300', now)).toBe(true);
    expect(isFreshTimestamp('1699999699', now)).toBe(false);
    expect(isFreshTimestamp('1700000301', now)).toBe(false);
    expect(isFreshTimestamp('17e8', now)).toBe(false);
    expect(isFreshTimestamp(undefined, now)).toBe(false);
  });
});

describe('sharedSecretProblem', () => {
  const url = 'postgres://db.example/topup';
  it('refuses PostgreSQL (a database several instances may share) without a master secret', () => {
    expect(sharedSecretProblem({ paymentSandboxSecret: undefined, databaseUrl: url })).toBe(
      'PAYMENT_SANDBOX_SECRET: required with DATABASE_URL (instances sharing a database sign and ' +
        'verify sandbox payments with one secret); set it to 32 or more random characters',
    );
  });

  it('accepts a master secret on PostgreSQL, and the embedded database (one process) without one', () => {
    expect(sharedSecretProblem({ ...config, databaseUrl: url })).toBeNull();
    expect(
      sharedSecretProblem({ paymentSandboxSecret: undefined, databaseUrl: undefined }),
    ).toBeNull();
  });
});
