import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { demoBalances, demoDeliveries } from '../../db/tables/demo-game.ts';
import { orderEvents, orders, outbox } from '../../db/tables/payments.ts';
import type { ConfirmPaymentInput, NewOrder, OrderRow } from './types.ts';

/** An order for watt's demo character Borin (1001011 on S1 Dawn): 300 + 30 diamonds, USD 4.99. */
export function newOrderInput(overrides: Partial<NewOrder> = {}): NewOrder {
  return {
    tenantId: 'watt',
    suid: '10000001',
    username: 'demo',
    clientId: '11103',
    gpId: 101,
    gameCode: 'voltage-arena',
    gameName: 'Voltage Arena',
    area: 'universal',
    serverId: '1001',
    serverName: 'S1 Dawn',
    roleId: '1001011',
    roleName: 'Borin',
    productId: 'diamonds-300',
    productName: '300 Diamonds',
    value: 300,
    bonus: 30,
    amountMinor: 499,
    originalAmountMinor: 499,
    currency: 'USD',
    country: 'US',
    methodKey: '10_card',
    paywayId: 10,
    channelId: 'card',
    familyId: 12101,
    provider: 'adyen',
    endpoint: 'adyenPay',
    ...overrides,
  };
}

/** A clock tests move by hand. */
export function testClock(start = '2026-03-01T10:00:00.000Z') {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
  };
}

export function paidInput(
  order: OrderRow,
  overrides: Partial<ConfirmPaymentInput> = {},
): ConfirmPaymentInput {
  return {
    tenantId: order.tenantId,
    billingNo: order.billingNo,
    action: 'paid',
    providerTxnId: `txn-${order.billingNo}`,
    amountMinor: order.amountMinor,
    currency: order.currency,
    source: 'callback',
    ...overrides,
  };
}

export async function eventsOf(db: Db, billingNo: string) {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.billingNo, billingNo))
    .orderBy(asc(orderEvents.id));
}

export async function outboxOf(db: Db, billingNo: string) {
  return db.select().from(outbox).where(eq(outbox.deliveryId, billingNo));
}

/** Puts an order straight into a status (tests of what happens from there). */
export async function forceStatus(db: Db, billingNo: string, status: string) {
  await db.update(orders).set({ status }).where(eq(orders.billingNo, billingNo));
}

type RoleKey = { tenantId?: string; gameCode?: string; roleId?: string };
const role = (k: RoleKey) => ({
  tenantId: k.tenantId ?? 'watt',
  gameCode: k.gameCode ?? 'voltage-arena',
  roleId: k.roleId ?? '1001011',
});

export async function balanceOf(db: Db, key: RoleKey = {}): Promise<number> {
  const k = role(key);
  const rows = await db
    .select({ balance: demoBalances.balance })
    .from(demoBalances)
    .where(
      and(
        eq(demoBalances.tenantId, k.tenantId),
        eq(demoBalances.gameCode, k.gameCode),
        eq(demoBalances.roleId, k.roleId),
      ),
    );
  return rows[0]?.balance ?? 0;
}

export async function deliveriesOf(db: Db, deliveryId: string) {
  return db.select().from(demoDeliveries).where(eq(demoDeliveries.deliveryId, deliveryId));
}
