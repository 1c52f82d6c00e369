import type { Currency } from '@topup/tenants/currencies';
import {
  faqContent,
  faqTitle,
  levelNames,
  periodicCouponName,
  pointToCoin,
  welcomeCouponName,
  type LevelKey,
} from './seed-texts.ts';

// The demo VIP programme every VIP tenant gets. Level 1 needs no points, so every player can
// claim its weekly coupon from the start (the demo walk-through relies on it).

export type LevelSeed = {
  levelId: number;
  name: string;
  showName: string;
  needPoints: number;
  coupons: { id: string; type: 'permanent' | 'week' | 'month'; name: string; rate: number }[];
};

const level = (key: LevelKey) => JSON.stringify(levelNames[key]);
const weekly = (id: string, rate: number) =>
  ({ id, type: 'week', name: periodicCouponName('week', rate), rate }) as const;
const monthly = (id: string, rate: number) =>
  ({ id, type: 'month', name: periodicCouponName('month', rate), rate }) as const;
const welcome = (id: string, key: LevelKey, rate: number) =>
  ({ id, type: 'permanent', name: welcomeCouponName(key, rate), rate }) as const;

// Names are JSON maps of the 18 languages (seed-texts.ts): coupons as SPEC §3 allows, level
// names picked per request by the VIP service.
export const vipLevelSeeds: readonly LevelSeed[] = [
  {
    ...{ levelId: 1, name: level('bronze'), showName: 'V1', needPoints: 0 },
    coupons: [weekly('v1-week', 95)],
  },
  {
    ...{ levelId: 2, name: level('silver'), showName: 'V2', needPoints: 500 },
    coupons: [weekly('v2-week', 92), welcome('v2-welcome', 'silver', 90)],
  },
  {
    ...{ levelId: 3, name: level('gold'), showName: 'V3', needPoints: 2000 },
    coupons: [weekly('v3-week', 90), monthly('v3-month', 85)],
  },
  {
    ...{ levelId: 4, name: level('platinum'), showName: 'V4', needPoints: 6000 },
    coupons: [
      weekly('v4-week', 88),
      monthly('v4-month', 82),
      welcome('v4-welcome', 'platinum', 80),
    ],
  },
  {
    ...{ levelId: 5, name: level('diamond'), showName: 'V5', needPoints: 20000 },
    coupons: [weekly('v5-week', 85), monthly('v5-month', 80)],
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

/** The settings' texts, JSON maps of the 18 languages picked per request (seed-texts.ts). */
export const vipTexts = {
  pointToCoin: JSON.stringify(pointToCoin),
  faqTitle: JSON.stringify(faqTitle),
  faqContent: JSON.stringify(faqContent),
};
