import { PaymentFamily } from '@topup/contracts/payment-families';
import type { PaymentMethodData } from '@topup/contracts/payments';

// SPEC §5 listing rules, pure so the pay endpoints refuse exactly what the app would not list
// (the app mirrors this file).

export type ListingContext = {
  /** The goods' price in the area's currency, minor units. */
  priceMinor: number;
  platform: string;
};

type Listable = Pick<
  PaymentMethodData,
  'family_id' | 'channel_id' | 'icon' | 'min_money' | 'max_money' | 'platforms' | 'sort'
>;

export const APPLE_PAY_CHANNEL = 'applepay';

/**
 * SPEC §5 channel price filter: both bounds <= 0 always allows; only one > 0 is a one-sided
 * bound; otherwise the price must lie within [min, max].
 */
export function priceFits(minMoney: number, maxMoney: number, priceMinor: number): boolean {
  if (minMoney > 0 && priceMinor < minMoney) return false;
  if (maxMoney > 0 && priceMinor > maxMoney) return false;
  return true;
}

/** The Payermax Apple Pay channel, hidden off iOS even if its row forgot to say so. */
export function isApplePay(method: Pick<Listable, 'family_id' | 'channel_id'>): boolean {
  return method.family_id === PaymentFamily.Payermax && method.channel_id === APPLE_PAY_CHANNEL;
}

export function platformAllows(
  method: Pick<Listable, 'family_id' | 'channel_id' | 'platforms'>,
  platform: string,
): boolean {
  if (isApplePay(method) && platform !== 'ios') return false;
  return method.platforms.length === 0 || method.platforms.includes(platform);
}

/** Shown at all (icon, platform), regardless of the price. */
function shown(method: Listable, ctx: ListingContext): boolean {
  return method.icon.trim() !== '' && platformAllows(method, ctx.platform);
}

/** One method on its own (no sub-method rescue): icon, platform and its own price range. */
export function methodFits(method: Listable, ctx: ListingContext): boolean {
  return shown(method, ctx) && priceFits(method.min_money, method.max_money, ctx.priceMinor);
}

function bySort<M extends Pick<Listable, 'sort'>>(list: readonly M[]): M[] {
  return [...list].sort((a, b) => a.sort - b.sort);
}

/**
 * The methods the app lists, by numeric sort: a method needs an icon and a platform it allows;
 * it is listed when its own price range fits or a sub-method's does, keeping only the
 * sub-methods that fit (they need an icon and the platform too).
 */
export function eligibleMethods<M extends Listable & { sub_payment: readonly Listable[] }>(
  methods: readonly M[],
  ctx: ListingContext,
): M[] {
  const out: M[] = [];
  for (const method of bySort(methods)) {
    if (!shown(method, ctx)) continue;
    const subs = bySort(method.sub_payment.filter((sub) => methodFits(sub, ctx)));
    const ownFits = priceFits(method.min_money, method.max_money, ctx.priceMinor);
    // Same element type as before, only fewer of them.
    if (ownFits || subs.length > 0) out.push({ ...method, sub_payment: subs } as M);
  }
  return out;
}

/** The country map with only eligible methods; countries left without any are not offered. */
export function eligibleCountries<M extends Listable & { sub_payment: readonly Listable[] }>(
  countries: Readonly<Record<string, readonly M[]>>,
  ctx: ListingContext,
): Record<string, M[]> {
  const out: Record<string, M[]> = {};
  for (const [country, methods] of Object.entries(countries)) {
    const eligible = eligibleMethods(methods, ctx);
    if (eligible.length > 0) out[country] = eligible;
  }
  return out;
}
