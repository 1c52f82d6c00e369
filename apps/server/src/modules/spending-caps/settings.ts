import type { AgeBand, CapPeriod, CapsSettings } from '@topup/contracts/spending-caps';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { spendingCaps } from '../../db/tables/spending-caps.ts';

// The pure rules of the caps: which settings are in force, what a change does under cooling-off.

export type CapsRow = typeof spendingCaps.$inferSelect;

/** How long a looser setting waits under cooling-off. */
export const COOLING_OFF_MS = 24 * 60 * 60 * 1000;

export const noCaps: CapsSettings = {
  daily: null,
  weekly: null,
  monthly: null,
  age_band: null,
  cooling_off: false,
};

/**
 * Monthly limits of Japanese industry practice by stated age, in JPY (no minor unit): under 16
 * ¥5,000, 16 to 19 ¥10,000, adults none.
 */
const jpAgeMonthlyJpy: Record<AgeBand, number | null> = {
  under16: 5_000,
  '16to19': 10_000,
  adult: null,
};

/** JP brands: priced in yen or carrying the Japanese trade-law notice. */
export function appliesJpAgeLimits(tenant: Tenant): boolean {
  return tenant.currencies.default === 'JPY' || tenant.jpTradeLaw !== undefined;
}

/** The age band's monthly limit in the cap currency's minor units (yen caps only), else null. */
export function ageMonthlyLimit(band: AgeBand | null, currency: string): number | null {
  return band && currency === 'JPY' ? jpAgeMonthlyJpy[band] : null;
}

export function currentOf(row: CapsRow): CapsSettings {
  return {
    daily: row.dailyMinor,
    weekly: row.weeklyMinor,
    monthly: row.monthlyMinor,
    age_band: (row.ageBand as AgeBand | null) ?? null,
    cooling_off: row.coolingOff,
  };
}

/** The settings in force at `at`: a pending change whose 24 hours are over has taken over. */
export function effectiveOf(row: CapsRow | null, at: Date): CapsSettings {
  if (!row) return noCaps;
  if (row.pending && row.pendingFrom && row.pendingFrom.getTime() <= at.getTime()) {
    return row.pending;
  }
  return currentOf(row);
}

/** The change still waiting at `at`, if any. */
export function pendingOf(
  row: CapsRow | null,
  at: Date,
): { settings: CapsSettings; from: Date } | null {
  if (!row?.pending || !row.pendingFrom || row.pendingFrom.getTime() <= at.getTime()) return null;
  return { settings: row.pending, from: row.pendingFrom };
}

/** null is "no cap": any number is tighter than none. */
const looserCap = (next: number | null, cur: number | null) =>
  cur !== null && (next === null || next > cur);

/** The cap in force for a period: the player's, and for the month also the age band's. */
export function capFor(settings: CapsSettings, period: CapPeriod, currency: string): number | null {
  const own = settings[period];
  if (period !== 'monthly') return own;
  const age = ageMonthlyLimit(settings.age_band, currency);
  if (own === null) return age;
  return age === null ? own : Math.min(own, age);
}

/**
 * A requested change against the settings in force: tighter parts apply at once; under
 * cooling-off the looser parts keep their current value and the whole request waits 24 hours.
 */
export function applyChange(
  current: CapsSettings,
  requested: CapsSettings,
  currency: string,
  at: Date,
): { now: CapsSettings; pending: CapsSettings | null; pendingFrom: Date | null } {
  const looser = {
    daily: looserCap(requested.daily, current.daily),
    weekly: looserCap(requested.weekly, current.weekly),
    monthly: looserCap(requested.monthly, current.monthly),
    age_band: looserCap(
      ageMonthlyLimit(requested.age_band, currency),
      ageMonthlyLimit(current.age_band, currency),
    ),
    cooling_off: current.cooling_off && !requested.cooling_off,
  };
  if (!current.cooling_off || !Object.values(looser).some(Boolean)) {
    return { now: requested, pending: null, pendingFrom: null };
  }
  const now: CapsSettings = {
    daily: looser.daily ? current.daily : requested.daily,
    weekly: looser.weekly ? current.weekly : requested.weekly,
    monthly: looser.monthly ? current.monthly : requested.monthly,
    age_band: looser.age_band ? current.age_band : requested.age_band,
    cooling_off: looser.cooling_off ? current.cooling_off : requested.cooling_off,
  };
  return { now, pending: requested, pendingFrom: new Date(at.getTime() + COOLING_OFF_MS) };
}
