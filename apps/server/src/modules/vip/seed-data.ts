import type { Currency } from '@topup/tenants/currencies';

// The demo VIP programme every VIP tenant gets. Level 1 needs no points, so every player can
// claim its weekly coupon from the start (the demo walk-through relies on it).

export type LevelSeed = {
  levelId: number;
  name: string;
  showName: string;
  needPoints: number;
  coupons: { id: string; type: 'permanent' | 'week' | 'month'; name: string; rate: number }[];
};

const localized = (texts: Record<string, string>) => JSON.stringify(texts);

export const vipLevelSeeds: readonly LevelSeed[] = [
  {
    ...{ levelId: 1, name: 'Bronze', showName: 'V1', needPoints: 0 },
    coupons: [{ id: 'v1-week', type: 'week', name: 'Weekly 5% off', rate: 95 }],
  },
  {
    ...{ levelId: 2, name: 'Silver', showName: 'V2', needPoints: 500 },
    coupons: [
      { id: 'v2-week', type: 'week', name: 'Weekly 8% off', rate: 92 },
      {
        id: 'v2-welcome',
        type: 'permanent',
        name: localized({
          en: 'Silver welcome 10% off',
          ja: 'シルバー歓迎 10%オフ',
          ko: '실버 환영 10% 할인',
        }),
        rate: 90,
      },
    ],
  },
  {
    ...{ levelId: 3, name: 'Gold', showName: 'V3', needPoints: 2000 },
    coupons: [
      { id: 'v3-week', type: 'week', name: 'Weekly 10% off', rate: 90 },
      { id: 'v3-month', type: 'month', name: 'Monthly 15% off', rate: 85 },
    ],
  },
  {
    ...{ levelId: 4, name: 'Platinum', showName: 'V4', needPoints: 6000 },
    coupons: [
      { id: 'v4-week', type: 'week', name: 'Weekly 12% off', rate: 88 },
      { id: 'v4-month', type: 'month', name: 'Monthly 18% off', rate: 82 },
      {
        id: 'v4-welcome',
        type: 'permanent',
        name: localized({ en: 'Platinum welcome 20% off', ja: 'プラチナ歓迎 20%オフ' }),
        rate: 80,
      },
    ],
  },
  {
    ...{ levelId: 5, name: 'Diamond', showName: 'V5', needPoints: 20000 },
    coupons: [
      { id: 'v5-week', type: 'week', name: 'Weekly 15% off', rate: 85 },
      { id: 'v5-month', type: 'month', name: 'Monthly 20% off', rate: 80 },
    ],
  },
];

/** [points, per minor units]: roughly 10 points per US dollar spent. Never shown to players. */
export const pointRateSeeds: Record<Currency, [number, number]> = {
  USD: [10, 100],
  EUR: [11, 100],
  TRY: [1, 300],
  MYR: [2, 100],
  RMB: [14, 1000],
  TWD: [1, 300],
  THB: [1, 350],
  JPY: [1, 15],
  KRW: [1, 130],
  VND: [1, 2500],
  IDR: [1, 1600],
};

export const vipTexts = {
  pointToCoin: 'Every purchase earns VIP points; higher levels unlock better coupons.',
  faqTitle: 'How do VIP levels work?',
  faqContent:
    'You earn VIP points each time a top-up is delivered to your character.\n' +
    'Your level rises as your points grow and never drops.\n' +
    'Weekly coupons renew every Monday and monthly coupons on the 1st (brand time zone); ' +
    'unclaimed coupons of a past period are gone.\n' +
    'A coupon is used by one order; if that payment fails or expires it comes back.',
};
