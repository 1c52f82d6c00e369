import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethods } from '../../../db/tables/payments.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createMethodsRepository, type MethodsRepository } from './repository.ts';

let t: TestApp;
let repo: MethodsRepository;
beforeAll(async () => {
  t = await createTestApp();
  repo = createMethodsRepository(t.app.db);
});
afterAll(() => t.close());

const setActive = (tenantId: string, country: string, methodKey: string, active: boolean) =>
  t.app.db
    .update(paymentMethods)
    .set({ active })
    .where(
      and(
        eq(paymentMethods.tenantId, tenantId),
        eq(paymentMethods.country, country),
        eq(paymentMethods.methodKey, methodKey),
      ),
    );

describe('findMethod', () => {
  it('finds a method of the tenant in the country, with or without its channel', async () => {
    const paypal = await repo.findMethod('watt', { paywayId: 10201, country: 'US' });
    expect(paypal).toMatchObject({ methodKey: '10201_paypal', familyId: 10201, parentKey: null });
    expect(
      await repo.findMethod('watt', { paywayId: 10201, channelId: 'paypal', country: 'us' }),
    ).toMatchObject({ country: 'US', methodKey: '10201_paypal' });
    expect(
      await repo.findMethod('watt', { paywayId: 10201, channelId: 'card', country: 'US' }),
    ).toBeNull();
  });

  it('finds a sub-method by its own payway and channel; without a channel the parent', async () => {
    const visa = await repo.findMethod('watt', {
      paywayId: 12101,
      channelId: 'visa',
      country: 'US',
    });
    expect(visa).toMatchObject({ methodKey: '12101_visa', parentKey: '12101_card' });
    const bank = await repo.findMethod('rhinosSea', { paywayId: 129, country: 'TH' });
    expect(bank).toMatchObject({ channelId: 'internet_bank', parentKey: '10401_bank' });
    // Visa, Mastercard and Amex sort before the card itself, yet the parent is meant.
    expect(await repo.findMethod('watt', { paywayId: 12101, country: 'US' })).toMatchObject({
      methodKey: '12101_card',
    });
  });

  it('stays within the tenant, the country and (when given) the area', async () => {
    expect(await repo.findMethod('ko', { paywayId: 10201, country: 'US' })).toBeNull();
    expect(await repo.findMethod('watt', { paywayId: 11401, country: 'US' })).toBeNull();
    expect(await repo.findMethod('ko', { paywayId: 11401, country: 'KR' })).not.toBeNull();
    // watt offers France in its useuro area only.
    const fr = { paywayId: 10201, country: 'FR' };
    expect(await repo.findMethod('watt', { ...fr, area: 'useuro' })).not.toBeNull();
    expect(await repo.findMethod('watt', { ...fr, area: 'universal' })).toBeNull();
    expect(await repo.findMethod('watt', fr)).not.toBeNull();
  });

  it('does not find an inactive method, nor the sub-methods of an inactive parent', async () => {
    await setActive('acenet', 'US', '10201_paypal', false);
    expect(await repo.findMethod('acenet', { paywayId: 10201, country: 'US' })).toBeNull();
    const amex = { paywayId: 12101, channelId: 'amex', country: 'GB' };
    expect(await repo.findMethod('acenet', amex)).not.toBeNull();
    await setActive('acenet', 'GB', '12101_card', false);
    expect(await repo.findMethod('acenet', amex)).toBeNull();
    await setActive('acenet', 'GB', '12101_card', true);
    expect(await repo.findMethod('acenet', amex)).not.toBeNull();
  });
});

describe('productPrice', () => {
  it("prices the game's own active goods in the currency only", async () => {
    expect(
      await repo.productPrice('watt', 'voltage-arena', 'voltage-arena-diamonds-300', 'USD'),
    ).toEqual({
      productId: 'voltage-arena-diamonds-300',
      gameCode: 'voltage-arena',
      amountMinor: 499,
    });
    expect(
      await repo.productPrice('watt', 'voltage-arena', 'voltage-arena-diamonds-300', 'KRW'),
    ).toBeNull();
    expect(
      await repo.productPrice('watt', 'spark-legends', 'voltage-arena-diamonds-300', 'USD'),
    ).toBeNull();
  });
});
