import { method, sub } from '../pay-methods/test-methods.ts';

// A getPayWayList answer for the recharge tests: US with a plain method, a method with sub-methods
// and a drop-in card; PH with the plain one and a bank; BR with nothing listable.
export const payWayList = {
  currency: 'USD',
  price_minor: 499,
  country: {
    US: [
      method(1, { name: 'PayPal', sort: 2, family_id: 10201 }),
      method(2, { name: 'Wallets', sort: 1, family_id: 10501 }, [
        sub(21, { name: 'GCash', family_id: 10501 }),
        sub(22, { name: 'GrabPay', family_id: 10501, sort: -1 }),
      ]),
      method(4, { name: 'Card', sort: 3, family_id: 12401 }),
      method(9, { name: 'Big spenders', min_money: 10_000 }),
    ],
    PH: [
      method(1, { name: 'PayPal', family_id: 10201 }),
      method(5, { name: 'Bank', family_id: 10401 }),
    ],
    BR: [method(6, { name: 'No icon', icon: '' })],
  },
};

export const dropIn = {
  provider: 'airwallex',
  session_id: 'sess_1',
  client_key: 'ck_1',
  script_url: 'https://store.example/sandbox/dropin.js',
};

/** A stand-in for the window pop-up blockers allow: records where it was sent. */
export function fakePopup() {
  return {
    opener: {} as unknown,
    closed: false,
    location: { href: '' },
    close() {
      this.closed = true;
    },
  };
}
