import type { PaymentMethodData } from '@topup/contracts/payments';
import { PaymentFamily } from '@topup/contracts/payment-families';
import type { DevicePlatform } from '../../shared/platform/device-platform.ts';

// SPEC §5 listing rules: which payment methods and countries the recharge sheet offers.
export type SubMethod = Omit<PaymentMethodData, 'sub_payment'>;
export type PayMethod = PaymentMethodData;
/** A method as listed: its sub-methods already narrowed to the listable ones. */
export type ListedMethod = PayMethod & { subs: SubMethod[] };
export type ListingContext = { priceMinor: number; device: DevicePlatform };
export type ListedCountry = { code: string; methods: ListedMethod[] };

/** The local key of a method (SPEC §3): payway_id and channel_id. */
export function rechargeKeyOf(m: Pick<SubMethod, 'payway_id' | 'channel_id'>): string {
  return `${m.payway_id}_${m.channel_id}`;
}

/**
 * SPEC §5 channel price filter: both bounds <= 0 allow any price; a single positive bound limits
 * one side; otherwise the price must lie within [min, max].
 */
export function priceFits(min: number, max: number, price: number): boolean {
  if (min > 0 && price < min) return false;
  if (max > 0 && price > max) return false;
  return true;
}

function isApplePay(m: SubMethod): boolean {
  return m.family_id === PaymentFamily.Payermax && /apple\s*pay/i.test(`${m.name} ${m.channel_id}`);
}

/**
 * A method names the platforms it works on (empty: all). 'web' there means any browser. Payermax's
 * Apple Pay channel is iOS-only whatever the data says (SPEC §5).
 */
export function platformAllows(m: SubMethod, device: DevicePlatform): boolean {
  if (isApplePay(m) && device !== 'ios') return false;
  if (m.platforms.length === 0) return true;
  return m.platforms.includes(device) || m.platforms.includes('web');
}

const bySort = <T extends { sort: number }>(list: T[]): T[] =>
  // Numeric sort, whatever order the server sent; equal sorts keep the server's order.
  list
    .map((item, i) => ({ item, i }))
    .sort((a, b) => Number(a.item.sort) - Number(b.item.sort) || a.i - b.i)
    .map(({ item }) => item);

function usable(m: SubMethod, ctx: ListingContext): boolean {
  return m.icon.trim() !== '' && platformAllows(m, ctx.device);
}

function fits(m: SubMethod, ctx: ListingContext): boolean {
  return priceFits(m.min_money, m.max_money, ctx.priceMinor);
}

/**
 * The listable methods of one country, sorted: an icon is required, the platform must allow the
 * device, and the price must fit the method's range or the range of one of its sub-methods.
 */
export function listMethods(methods: readonly PayMethod[], ctx: ListingContext): ListedMethod[] {
  const listed: ListedMethod[] = [];
  for (const method of methods) {
    if (!usable(method, ctx)) continue;
    const subs = bySort(method.sub_payment.filter((s) => usable(s, ctx) && fits(s, ctx)));
    if (subs.length === 0 && !fits(method, ctx)) continue;
    listed.push({ ...method, subs });
  }
  return bySort(listed);
}

/** Countries that keep at least one listable method, in the server's order. */
export function listCountries(
  country: Readonly<Record<string, readonly PayMethod[]>>,
  ctx: ListingContext,
): ListedCountry[] {
  return Object.entries(country)
    .map(([code, methods]) => ({ code, methods: listMethods(methods, ctx) }))
    .filter((c) => c.methods.length > 0);
}
