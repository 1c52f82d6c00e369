import * as z from 'zod/mini';
import { ORDER_SELECTION_DAYS } from '@topup/contracts/storage-keys';
import { getItem, removeItem, setItem } from './storage.ts';

// What the player picked on the way to paying (SPEC §3), kept 7 days so a returning player lands
// where they left off.
const labelled = z.object({ display: z.string(), value: z.string() });
export type Labelled = z.infer<typeof labelled>;

// Goods and recharge info come from feature contracts; the selection only needs their identity and
// keeps the rest as given.
const goods = z.looseObject({ value: z.string(), display: z.string() });

export const orderSelectionSchema = z.partial(
  z.object({
    gameName: z.string(),
    clientId: z.string(),
    gameProductId: z.int(),
    area: labelled,
    server: labelled,
    realServer: z.string(),
    role: labelled,
    goods,
    region: z.string(),
    rechargeInfo: z.record(z.string(), z.unknown()),
    billing_no: z.string(),
    rechargeKey: z.string(),
  }),
);

export type OrderSelection = z.infer<typeof orderSelectionSchema>;

export function getOrderSelection(): OrderSelection {
  return getItem('paymentOrderInfo', orderSelectionSchema) ?? {};
}

/** Replaces the whole selection (e.g. after switching game). */
export function setOrderSelection(selection: OrderSelection): void {
  setItem('paymentOrderInfo', orderSelectionSchema.parse(selection), ORDER_SELECTION_DAYS);
}

/** Merges `patch` into the stored selection; an `undefined` field is dropped. Renews the 7 days. */
export function updateOrderSelection(patch: OrderSelection): OrderSelection {
  const next: OrderSelection = { ...getOrderSelection(), ...patch };
  for (const k of Object.keys(next) as (keyof OrderSelection)[]) {
    if (next[k] === undefined) delete next[k];
  }
  setOrderSelection(next);
  return next;
}

export function clearOrderSelection(): void {
  removeItem('paymentOrderInfo');
}
