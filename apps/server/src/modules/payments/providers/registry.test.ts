import { describe, expect, it } from 'vitest';
import { isDropIn, payEndpoints, PaymentFamily } from '@topup/contracts/payment-families';
import { createProviderRegistry } from './registry.ts';
import { fakeTransport, fixedNow, payContext, testConfig, watt } from './test-fixtures.ts';

const deps = (env: NodeJS.ProcessEnv = {}) => ({
  config: testConfig,
  transport: fakeTransport(() => ({ status: 500, body: {} })).transport,
  now: () => fixedNow,
  env,
});

describe('provider registry', () => {
  const registry = createProviderRegistry(deps());

  it('has an adapter for every provider of payEndpoints serving all its families', () => {
    for (const [endpoint, spec] of Object.entries(payEndpoints)) {
      const adapter = registry.get(spec.provider);
      expect(adapter, endpoint).toBeDefined();
      for (const family of spec.families) expect(adapter!.families, endpoint).toContain(family);
    }
    expect(
      registry
        .all()
        .map((p) => p.key)
        .sort(),
    ).toEqual([...new Set(Object.values(payEndpoints).map((s) => s.provider))].sort());
    expect(registry.get('nope')).toBeUndefined();
  });

  it('pays Airwallex, AliPay card and the card-key payway in the drop-in, the rest by redirect', () => {
    const dropIn = (key: string, familyId: number, paywayId = familyId) =>
      registry.get(key)!.isDropIn({ familyId, paywayId });
    expect(dropIn('airwallex', 12401)).toBe(true);
    expect(dropIn('airwallex', 12402)).toBe(true);
    expect(dropIn('alipay', 11602)).toBe(true);
    expect(dropIn('alipay', 11601)).toBe(false);
    expect(dropIn('razer', 10103, 3)).toBe(true);
    expect(dropIn('razer', 10101)).toBe(false);
    expect(dropIn('paypal', PaymentFamily.PayPal)).toBe(false);
    // Never disagrees with the contract the app reads.
    for (const adapter of registry.all()) {
      for (const family of adapter.families) {
        expect(adapter.isDropIn({ familyId: family, paywayId: family })).toBe(
          isDropIn(family, family),
        );
      }
    }
  });

  it("allows only the store's own origins in sandbox mode", () => {
    const origins = registry
      .get('paypal')!
      .allowedOrigins(payContext('http://watt.localhost:8080'));
    expect(origins).toContain('http://watt.localhost:8080');
    for (const host of watt.hosts.production) expect(origins).toContain(`https://${host}`);
    expect(origins).not.toContain('https://www.paypal.com');
  });

  it('validates options at start: the generic adapters have only the sandbox mode', () => {
    expect(() => createProviderRegistry(deps({ PAY_MODE_PAYPAL: 'live' }))).toThrow(
      /PAY_MODE_PAYPAL: expected sandbox/,
    );
    expect(() => createProviderRegistry(deps({ PAY_MODE_ADYEN: 'sandbox' }))).not.toThrow();
  });
});
