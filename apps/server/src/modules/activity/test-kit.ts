import type { FastifyInstance } from 'fastify';
import { activities, activityTiers } from '../../db/tables/activities.ts';
import { newOrderInput, paidInput } from '../orders/test-kit.ts';
import type { NewOrder } from '../orders/types.ts';

// Events and payments for the API tests, on watt's Voltage Arena (USD) unless told otherwise.

export type TestEvent = {
  id: string;
  kind: 'cumulative' | 'continuous';
  startsAt: string;
  endsAt: string;
  /** [threshold, reward amount] per tier, tier ids 1, 2, ... */
  tiers: [number, number][];
  minDailyMinor?: number;
  tenantId?: string;
  gameCode?: string;
  currency?: string;
};

export async function insertEvent(app: FastifyInstance, e: TestEvent): Promise<void> {
  const tenantId = e.tenantId ?? 'watt';
  await app.db.insert(activities).values({
    tenantId,
    activityId: e.id,
    gameCode: e.gameCode ?? 'voltage-arena',
    kind: e.kind,
    names: { en: `Event ${e.id}` },
    currency: e.currency ?? 'USD',
    minDailyMinor: e.minDailyMinor ?? 0,
    startsAt: new Date(e.startsAt),
    endsAt: new Date(e.endsAt),
  });
  await app.db.insert(activityTiers).values(
    e.tiers.map(([threshold, amount], i) => ({
      tenantId,
      activityId: e.id,
      tierId: i + 1,
      threshold,
      rewards: [{ names: { en: 'Diamonds' }, icon: 'diamond', quantity: amount }],
      rewardAmount: amount,
    })),
  );
}

/** A role of watt's demo player on a server of Voltage Arena: role id = server + '011'. */
export const demoRole = (serverId: string) => ({ serverId, roleId: `${serverId}011` });

/**
 * An order for the role, paid now (the test clock) and delivered by the relay; `deliver: false`
 * leaves it paid only.
 */
export async function payAndDeliver(
  app: FastifyInstance,
  role: { serverId: string; roleId: string },
  amountMinor: number,
  overrides: Partial<NewOrder> & { deliver?: boolean } = {},
) {
  const { deliver = true, ...fields } = overrides;
  const order = await app.orders.createOrder(
    newOrderInput({
      serverId: role.serverId,
      roleId: role.roleId,
      amountMinor,
      originalAmountMinor: amountMinor,
      ...fields,
    }),
  );
  const res = await app.orders.confirmPayment(paidInput(order));
  if (res.outcome !== 'applied') throw new Error(`payment not applied: ${res.outcome}`);
  if (deliver) await app.outboxRelay.runOnce();
  return order;
}
