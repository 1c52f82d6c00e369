import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@topup/contracts/result-codes';
import { productLimits } from '../../db/tables/limits.ts';
import { orders } from '../../db/tables/payments.ts';
import type { GameRole } from '../../games/game-gateway.ts';
import type { TestApp } from '../../test/create-test-app.ts';
import { paidInput } from '../orders/test-kit.ts';
import {
  createPayTestApp,
  DEMO_SUID,
  hostOf,
  payKit,
  tenantById,
  type Answer,
} from '../payments/test-kit.ts';

// The limit is enforced in the order's insert transaction under an advisory lock (usage.ts).
// Real concurrency needs real connections: PGlite answers one query at a time, so this runs on
// PostgreSQL only (CI sets DATABASE_URL).
const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)(
  'purchase limits under concurrency (PostgreSQL; skipped: DATABASE_URL is unset)',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createPayTestApp();
    });
    afterAll(() => t?.close());
    const kit = payKit(() => t);
    const watt = tenantById('watt');
    const gameCode = watt.games[0]!.code;

    async function setLimit(key: string, spec: { limitType: string; frequency: number }) {
      const productId = `${gameCode}-${key}`;
      await t.app.db
        .update(productLimits)
        .set({ ...spec, dayInfo: spec.limitType === 'role' ? 0 : 7 })
        .where(and(eq(productLimits.tenantId, 'watt'), eq(productLimits.productId, productId)));
      return productId;
    }

    /** A PayPal payload per area: each character pays in the area of its server. */
    async function bodyIn(area: string) {
      const method = await kit.methodFor(
        'pay/paypal_pay',
        (row) => row.tenantId === 'watt' && row.areas.includes(area),
      );
      return { ...(await kit.payloadFor(method)).body, domain_area: area };
    }

    async function burst(productId: string, roles: GameRole[]) {
      const bodies = new Map<string, Record<string, unknown>>();
      for (const role of roles) {
        if (!bodies.has(role.area)) bodies.set(role.area, await bodyIn(role.area));
      }
      const answers: Answer[] = await Promise.all(
        Array.from({ length: 100 }, (_, i) => {
          const role = roles[i % roles.length]!;
          return kit.post(hostOf(watt), '/api/pay/paypal_pay', {
            ...bodies.get(role.area),
            product_id: productId,
            role_id: role.roleId,
            server_id: role.serverId,
          });
        }),
      );
      return answers;
    }

    const codes = (answers: Answer[]) =>
      answers.reduce<Record<number, number>>(
        (n, a) => ({ ...n, [a.code]: (n[a.code] ?? 0) + 1 }),
        {},
      );
    const ordersOf = (productId: string) =>
      t.app.db
        .select()
        .from(orders)
        .where(and(eq(orders.tenantId, 'watt'), eq(orders.productId, productId)));

    it('100 concurrent attempts on a 3-per-character product: exactly 3 orders', async () => {
      const productId = await setLimit('starter-pack', { limitType: 'role', frequency: 3 });
      const [role] = await t.app.gameGateway.listRoles('watt', gameCode, DEMO_SUID);

      // The three unpaid orders hold every slot: the others are told to pay them first.
      expect(codes(await burst(productId, [role!]))).toEqual({
        1: 3,
        [ResultCode.UnpaidLimitOrder]: 97,
      });
      const made = await ordersOf(productId);
      expect(made).toHaveLength(3);

      for (const order of made) await t.app.orders.confirmPayment(paidInput(order));
      expect(codes(await burst(productId, [role!]))).toEqual({ [ResultCode.LimitReached]: 100 });
      expect(await ordersOf(productId)).toHaveLength(3);
    });

    it("100 concurrent attempts over all the account's characters on a 2-per-account product: 2", async () => {
      const productId = await setLimit('monthly-card', { limitType: 'game', frequency: 2 });
      const roles = await t.app.gameGateway.listRoles('watt', gameCode, DEMO_SUID);
      expect(roles.length).toBeGreaterThan(5);

      expect(codes(await burst(productId, roles))).toEqual({
        1: 2,
        [ResultCode.UnpaidLimitOrder]: 98,
      });
      expect(await ordersOf(productId)).toHaveLength(2);
    });
  },
);
