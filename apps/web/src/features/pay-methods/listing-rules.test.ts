import { describe, expect, it } from 'vitest';
import { listCountries, listMethods, platformAllows, priceFits } from './listing-rules.ts';
import { method, sub } from './test-methods.ts';

const web = { priceMinor: 499, device: 'web' as const };
const ids = (list: { payway_id: number }[]) => list.map((m) => m.payway_id);

describe('channel price filter (SPEC §5)', () => {
  it('allows any price when both bounds are <= 0', () => {
    expect(priceFits(0, 0, 1)).toBe(true);
    expect(priceFits(-1, -5, 10_000_000)).toBe(true);
  });

  it('applies a single positive bound on its side only', () => {
    expect(priceFits(500, 0, 499)).toBe(false);
    expect(priceFits(500, 0, 500)).toBe(true);
    expect(priceFits(0, 1000, 1001)).toBe(false);
    expect(priceFits(-1, 1000, 1)).toBe(true);
  });

  it('needs the price within [min, max] when both are set', () => {
    expect(priceFits(100, 200, 100)).toBe(true);
    expect(priceFits(100, 200, 200)).toBe(true);
    expect(priceFits(100, 200, 99)).toBe(false);
    expect(priceFits(100, 200, 201)).toBe(false);
  });
});

describe('listing rules (SPEC §5)', () => {
  it('drops methods without an icon and sorts numerically', () => {
    const listed = listMethods(
      [
        method(1, { sort: 10 }),
        method(2, { sort: 2 }),
        method(3, { icon: '  ' }),
        method(4, { sort: 2 }),
      ],
      web,
    );
    expect(ids(listed)).toEqual([2, 4, 1]);
  });

  it("drops a method whose range misses the price unless a sub-method's range rescues it", () => {
    const listed = listMethods(
      [
        method(1, { min_money: 1000 }),
        method(2, { min_money: 1000 }, [sub(21, { min_money: 1000 }), sub(22, { max_money: 500 })]),
        method(3, { min_money: 1000 }, [sub(31, { max_money: 100 })]),
      ],
      web,
    );
    expect(ids(listed)).toEqual([2]);
    expect(ids(listed[0]!.subs)).toEqual([22]);
  });

  it('lists only sub-methods that have an icon, fit and suit the device, sorted', () => {
    const [listed] = listMethods(
      [
        method(5, {}, [
          sub(51, { sort: 3 }),
          sub(52, { icon: '' }),
          sub(53, { sort: 1 }),
          sub(54, { platforms: ['ios'] }),
        ]),
      ],
      web,
    );
    expect(ids(listed!.subs)).toEqual([53, 51]);
  });

  it("hides Payermax's Apple Pay off iOS and methods whose platforms exclude the device", () => {
    const applePay = method(7, { family_id: 11801, name: 'Apple Pay', platforms: [] });
    const iosOnly = method(8, { platforms: ['ios'] });
    const anyBrowser = method(9, { platforms: ['web'] });
    expect(ids(listMethods([applePay, iosOnly, anyBrowser], web))).toEqual([9]);
    expect(ids(listMethods([applePay, iosOnly], { ...web, device: 'android' }))).toEqual([]);
    expect(ids(listMethods([applePay, iosOnly], { ...web, device: 'ios' }))).toEqual([7, 8]);
    expect(platformAllows(sub(1, { platforms: ['android'] }), 'android')).toBe(true);
  });

  it('offers only countries with an eligible method', () => {
    const countries = listCountries(
      {
        US: [method(1)],
        BR: [method(2, { icon: '' })],
        TH: [method(3, { max_money: 100 })],
        PH: [method(4, { sort: 2 }), method(5, { sort: 1 })],
      },
      web,
    );
    expect(countries.map((c) => [c.code, ids(c.methods)])).toEqual([
      ['US', [1]],
      ['PH', [5, 4]],
    ]);
  });
});
