import { describe, expect, it } from 'vitest';
import { loadTenants } from '@topup/tenants/all-tenants';
import { loadConfig } from '@topup/server/config';
import { withDemoDeliveryTimes } from './demo-delivery-times.ts';

const tenants = loadTenants();
const configWith = (value: string) => loadConfig({ DEMO_DELIVERY_SECONDS: value });

describe('DEMO_DELIVERY_SECONDS', () => {
  it("turns the named brands' delay and limit into seconds, and leaves the others", () => {
    const times = configWith('coolgame:10:30, ru:5:20').demoDeliverySeconds;
    const changed = withDemoDeliveryTimes(tenants, times);
    const of = (id: string) => changed.find((t) => t.id === id)!;
    expect(of('coolgame').deliveryDelayMinutes * 60_000).toBe(10_000);
    expect(of('coolgame').deliveryLimitMinutes * 60_000).toBe(30_000);
    expect(of('ru').deliveryLimitMinutes * 60_000).toBe(20_000);
    const watt = tenants.find((t) => t.id === 'watt')!;
    expect(of('watt')).toBe(watt);
  });

  it('is off unless set', () => {
    expect(withDemoDeliveryTimes(tenants, loadConfig({}).demoDeliverySeconds)).toBe(tenants);
  });

  it.each(['coolgame', 'coolgame:10', 'coolgame:ten:30', 'coolgame:30:10', 'coolgame:10:10'])(
    'refuses %s with the expected form',
    (value) => {
      expect(() => configWith(value)).toThrow(/DEMO_DELIVERY_SECONDS/);
    },
  );

  it('refuses a brand that does not exist', () => {
    expect(() =>
      withDemoDeliveryTimes(tenants, configWith('nobrand:1:2').demoDeliverySeconds),
    ).toThrow('DEMO_DELIVERY_SECONDS names no brand: nobrand');
  });
});
