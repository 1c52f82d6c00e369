import { describe, expect, it } from 'vitest';
import { OwnFamily, PaymentFamily } from '@topup/contracts/payment-families';
import { endpointFor, endpointPath, isKrEndpoint, paysInDropIn } from './endpoint-for.ts';
import { methodDescription } from './method-description.ts';

describe('endpointFor', () => {
  it("maps each family to its sheet endpoint, not the card flow's", () => {
    expect(endpointFor(PaymentFamily.PayPal)).toBe('pay/paypal_pay');
    expect(endpointFor(PaymentFamily.CardBilling)).toBe('pay/payMyCardBilling');
    expect(endpointFor(PaymentFamily.CardDeduct)).toBe('pay/payMyCardKouDian');
    expect(endpointFor(10102)).toBe('pay/razer_gold_pay');
    expect(endpointFor(11702)).toBe('pay/alipay_pay');
    expect(endpointFor(OwnFamily.AirwallexCard)).toBe('pay/airwallex');
    expect(endpointFor(99999)).toBeNull();
  });

  it('sends the Korean families to /api/kr_pay/', () => {
    const kakao = endpointFor(OwnFamily.KakaoPay)!;
    expect(endpointPath(kakao)).toBe('/api/kr_pay/kakao_pay');
    expect(isKrEndpoint(kakao)).toBe(true);
    expect(isKrEndpoint(endpointFor(PaymentFamily.NaverPay)!)).toBe(false);
  });

  it('knows the drop-in methods', () => {
    expect(paysInDropIn({ family_id: OwnFamily.AirwallexDropIn, payway_id: 50 })).toBe(true);
    expect(paysInDropIn({ family_id: 10201, payway_id: 3 })).toBe(true);
    expect(paysInDropIn({ family_id: 10201, payway_id: 4 })).toBe(false);
  });
});

describe('methodDescription', () => {
  it('reads plain text or the JSON locale map, falling back to English', () => {
    expect(methodDescription(' Pay with card ', 'ja')).toBe('Pay with card');
    const json = JSON.stringify({ en: 'Fast', 'zh-CN': '快速', ja: '' });
    expect(methodDescription(json, 'zh-cn')).toBe('快速');
    expect(methodDescription(json, 'ja')).toBe('Fast');
    expect(methodDescription('{broken', 'en')).toBe('{broken');
    expect(methodDescription('[1]', 'en')).toBe('[1]');
  });
});
