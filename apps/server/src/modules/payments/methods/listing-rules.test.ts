import { describe, expect, it } from 'vitest';
import type { PaymentMethodData } from '@topup/contracts/payments';
import {
  eligibleCountries,
  eligibleMethods,
  isApplePay,
  methodFits,
  platformAllows,
  priceFits,
} from './listing-rules.ts';

type Sub = Omit<PaymentMethodData, 'sub_payment'>;

function sub(channel: string, over: Partial<Sub> = {}): Sub {
  return {
    payway_id: 100,
    channel_id: channel,
    family_id: 12101,
    name: channel,
    icon: `/pay-icons/${channel}.svg`,
    sort: 0,
    min_money: 0,
    max_money: 0,
    description: '',
    open_coupon: false,
    pay_id: '',
    platforms: [],
    payer_fields: [],
    ...over,
  };
}
const m = (channel: string, over: Partial<PaymentMethodData> = {}): PaymentMethodData => ({
  ...sub(channel),
  sub_payment: [],
  ...over,
});
const web = (priceMinor: number) => ({ priceMinor, platform: 'web' });
const channels = (list: { channel_id: string }[]) => list.map((x) => x.channel_id);

describe('priceFits (SPEC §5 channel price filter)', () => {
  it('allows any price when both bounds are <= 0', () => {
    expect(priceFits(0, 0, 1)).toBe(true);
    expect(priceFits(-5, -1, 10_000_000)).toBe(true);
  });
  it('treats a single positive bound as one-sided', () => {
    expect(priceFits(500, 0, 499)).toBe(false);
    expect(priceFits(500, 0, 500)).toBe(true);
    expect(priceFits(500, -1, 9_999_999)).toBe(true);
    expect(priceFits(0, 1999, 2000)).toBe(false);
    expect(priceFits(-1, 1999, 1999)).toBe(true);
    expect(priceFits(0, 1999, 1)).toBe(true);
  });
  it('needs the price within [min, max] inclusive when both are set', () => {
    expect(priceFits(499, 1999, 498)).toBe(false);
    expect(priceFits(499, 1999, 499)).toBe(true);
    expect(priceFits(499, 1999, 1999)).toBe(true);
    expect(priceFits(499, 1999, 2000)).toBe(false);
  });
});

describe('eligibleMethods (SPEC §5 listing rules)', () => {
  it('leaves out a method without an icon', () => {
    const list = [m('a'), m('b', { icon: '' }), m('c', { icon: '  ' })];
    expect(channels(eligibleMethods(list, web(99)))).toEqual(['a']);
  });

  it("filters by the method's own price range", () => {
    const list = [m('low', { max_money: 999 }), m('high', { min_money: 1000 })];
    expect(channels(eligibleMethods(list, web(99)))).toEqual(['low']);
    expect(channels(eligibleMethods(list, web(4999)))).toEqual(['high']);
  });

  it('lists a parent out of range when a sub-method fits, keeping only fitting sub-methods', () => {
    const card = m('card', {
      min_money: 499,
      sub_payment: [
        sub('visa'),
        sub('amex', { min_money: 999 }),
        sub('noicon', { icon: '' }),
        sub('ios-only', { platforms: ['ios'] }),
      ],
    });
    const [cheap] = eligibleMethods([card], web(99));
    expect(cheap!.channel_id).toBe('card');
    expect(channels(cheap!.sub_payment)).toEqual(['visa']);
    const [dear] = eligibleMethods([card], web(999));
    expect(channels(dear!.sub_payment)).toEqual(['visa', 'amex']);
    const onIos = eligibleMethods([card], { priceMinor: 99, platform: 'ios' });
    expect(channels(onIos[0]!.sub_payment)).toEqual(['visa', 'ios-only']);
  });

  it('drops a parent when neither it nor any sub-method fits', () => {
    const bank = m('bank', { min_money: 499, sub_payment: [sub('scb', { min_money: 999 })] });
    expect(eligibleMethods([bank], web(99))).toEqual([]);
  });

  it('keeps a fitting parent even when none of its sub-methods fits', () => {
    const bank = m('bank', { sub_payment: [sub('scb', { min_money: 999 })] });
    const [listed] = eligibleMethods([bank], web(99));
    expect(listed!.sub_payment).toEqual([]);
  });

  it('does not rescue a parent without an icon or off its platforms through sub-methods', () => {
    const noIcon = m('a', { icon: '', sub_payment: [sub('x')] });
    const iosOnly = m('b', { platforms: ['ios'], sub_payment: [sub('y')] });
    expect(eligibleMethods([noIcon, iosOnly], web(99))).toEqual([]);
  });

  it('hides Apple Pay off iOS, by platforms and even when the row has none', () => {
    const apple = m('applepay', { family_id: 11801, platforms: ['ios'] });
    const bare = m('applepay', { family_id: 11801, platforms: [] });
    expect(isApplePay(bare)).toBe(true);
    for (const platform of ['web', 'android']) {
      expect(eligibleMethods([apple, bare], { priceMinor: 99, platform })).toEqual([]);
    }
    expect(eligibleMethods([apple, bare], { priceMinor: 99, platform: 'ios' })).toHaveLength(2);
    // Another family's 'applepay' channel is not the Payermax one.
    expect(platformAllows(m('applepay', { family_id: 12101 }), 'web')).toBe(true);
  });

  it('sorts by numeric sort, not as text, at both levels', () => {
    const list = [
      m('hundred', { sort: 100 }),
      m('nine', { sort: 9, sub_payment: [sub('s20', { sort: 20 }), sub('s3', { sort: 3 })] }),
      m('ten', { sort: 10 }),
    ];
    const out = eligibleMethods(list, web(99));
    expect(channels(out)).toEqual(['nine', 'ten', 'hundred']);
    expect(channels(out[0]!.sub_payment)).toEqual(['s3', 's20']);
    expect(channels(list)).toEqual(['hundred', 'nine', 'ten']);
  });

  it('methodFits judges one method alone (what a pay endpoint checks)', () => {
    expect(methodFits(sub('a', { min_money: 499 }), web(99))).toBe(false);
    expect(methodFits(sub('a', { min_money: 499 }), web(499))).toBe(true);
    expect(methodFits(sub('a', { icon: '' }), web(499))).toBe(false);
    expect(methodFits(sub('a', { platforms: ['android'] }), web(499))).toBe(false);
  });
});

describe('eligibleCountries', () => {
  it('offers only countries that keep an eligible method', () => {
    const countries = {
      MX: [m('oxxo', { min_money: 499 })],
      US: [m('paypal'), m('travellet', { icon: '' })],
      SA: [m('applepay', { family_id: 11801, platforms: ['ios'] })],
    };
    const out = eligibleCountries(countries, web(99));
    expect(Object.keys(out)).toEqual(['US']);
    expect(channels(out.US!)).toEqual(['paypal']);
    const ios = eligibleCountries(countries, { priceMinor: 499, platform: 'ios' });
    expect(Object.keys(ios).sort()).toEqual(['MX', 'SA', 'US']);
  });
});
