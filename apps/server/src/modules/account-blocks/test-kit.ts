import { and, eq } from 'drizzle-orm';
import { loadTenants } from '@topup/tenants/all-tenants';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { accountBlocks } from '../../db/tables/account-blocks.ts';
import { orders } from '../../db/tables/payments.ts';
import { replenishLinks } from '../../db/tables/replenish.ts';
import type { TestApp } from '../../test/create-test-app.ts';
import { paidInput } from '../orders/test-kit.ts';
import type { MethodRow } from '../payments/providers/provider.ts';
import { hostOf, payKit, tenantById } from '../payments/test-kit.ts';

/** The brands with watt's rule set to `block` (its file keeps the default, accept). */
export const wattBlocks = (): Tenant[] =>
  loadTenants().map((t) =>
    t.id === 'watt' ? { ...t, revokeShortfall: { action: 'block', linkValidDays: 30 } } : t,
  );

export const WATT_HOST = hostOf(tenantById('watt'));

/**
 * A player's purchase on watt through the pay endpoint, paid and delivered; the player spends
 * gems in the game; then refunded in full: the relay's revoke runs on the brand's rule.
 */
export function shortfallKit(t: () => TestApp) {
  const pay = payKit(t);
  let method: MethodRow | null = null;

  const paypal = async () =>
    (method ??= await pay.methodFor('pay/paypal_pay', (row) => row.tenantId === 'watt'));

  async function orderRow(billingNo: string) {
    const [row] = await t().app.db.select().from(orders).where(eq(orders.billingNo, billingNo));
    return row!;
  }

  /** POST /api/pay/paypal_pay for the demo player's cheapest fitting goods on watt. */
  async function payGoods(extra: Record<string, unknown> = {}) {
    const { body } = await pay.payloadFor(await paypal());
    return {
      body,
      answer: await pay.post(WATT_HOST, '/api/pay/paypal_pay', { ...body, ...extra }),
    };
  }

  /** A delivered order, its character and what it delivered. */
  async function deliveredOrder() {
    const { body, answer } = await payGoods();
    if (answer.code !== 1) throw new Error(`pay refused: ${JSON.stringify(answer)}`);
    const order = await orderRow(answer.data.billing_no);
    await t().app.orders.confirmPayment(paidInput(order));
    await t().app.outboxRelay.runOnce();
    return { order, body };
  }

  /** The player spends gems in the demo game until `keep` are left. */
  async function spendAllBut(body: Record<string, unknown>, keep: number) {
    const role = await t().app.inject({
      url: `/api/demo-game/role?client_id=${body.client_id}&role_id=${body.role_id}`,
      headers: { host: WATT_HOST },
    });
    const balance = role.json().data.balance as number;
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/demo-game/spend',
      headers: { host: WATT_HOST },
      payload: {
        client_id: body.client_id,
        role_id: body.role_id,
        amount: balance - keep,
        oauth_token: body.oauth_token,
      },
    });
    return res.json() as { code: number; data: { spent: number; balance: number } };
  }

  const refund = async (billingNo: string, kind: 'refund' | 'chargeback' = 'chargeback') => {
    const order = await orderRow(billingNo);
    return t().app.orders.confirmPayment(
      paidInput(order, {
        action: 'refunded',
        refundKind: kind,
        refundKey: `cb-${billingNo}`,
      }),
    );
  };

  const blocksOf = (billingNo: string) =>
    t().app.db.select().from(accountBlocks).where(eq(accountBlocks.billingNo, billingNo));

  const linksOf = (suid: string, createdBy: string) =>
    t()
      .app.db.select()
      .from(replenishLinks)
      .where(and(eq(replenishLinks.suid, suid), eq(replenishLinks.createdBy, createdBy)));

  return {
    pay,
    paypal,
    orderRow,
    payGoods,
    deliveredOrder,
    spendAllBut,
    refund,
    blocksOf,
    linksOf,
  };
}
