import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityClaims } from '../../db/tables/activities.ts';
import { demoDeliveries } from '../../db/tables/demo-game.ts';
import { outbox } from '../../db/tables/payments.ts';
import { createOutboxRelay } from '../orders/relay/outbox-relay.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { playerOf } from '../coupons/test-kit.ts';
import { balanceOf } from '../orders/test-kit.ts';
import { tenantById } from '../payments/test-kit.ts';
import { demoRole, insertEvent, payAndDeliver } from './test-kit.ts';

// PGlite answers one query at a time: real races need PostgreSQL (CI sets DATABASE_URL).
const onPostgres = Boolean(process.env.DATABASE_URL);
const quiet = { info() {}, warn() {}, error() {} };

describe.skipIf(!onPostgres)(
  'event claims under concurrency (PostgreSQL; skipped: DATABASE_URL is unset)',
  () => {
    let t: TestApp;
    const demo = playerOf(() => t.app, tenantById('watt'));
    const role = demoRole('1017');
    beforeAll(async () => {
      t = await createTestApp();
      const day = 86_400_000;
      await insertEvent(t.app, {
        id: 'race',
        kind: 'cumulative',
        startsAt: new Date(Date.now() - day).toISOString(),
        endsAt: new Date(Date.now() + day).toISOString(),
        tiers: [[500, 120]],
      });
      await payAndDeliver(t.app, role, 999);
      await demo.login();
    });
    afterAll(() => t?.close());

    it('20 concurrent claims of one tier: one claim, one delivery, the balance up once', async () => {
      const before = await balanceOf(t.app.db, role);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          demo.post('/api/cumulative/receiveActivityGift', {
            activity_id: 'race',
            tier_id: 1,
            role_id: role.roleId,
            server_id: role.serverId,
          }),
        ),
      );
      expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
      expect(answers.filter((a) => a.code === -3024)).toHaveLength(19);
      const claims = await t.app.db
        .select()
        .from(activityClaims)
        .where(eq(activityClaims.activityId, 'race'));
      expect(claims).toHaveLength(1);
      const rows = await t.app.db.select().from(outbox).where(eq(outbox.kind, 'reward'));
      expect(rows).toHaveLength(1);

      // Three relays racing over the row: the game is asked once and applies it once.
      const relays = [1, 2, 3].map(() =>
        createOutboxRelay({
          db: t.app.db,
          lifecycle: t.app.orders.lifecycle,
          gameGateway: t.app.gameGateway,
          now: () => new Date(),
          log: quiet,
        }),
      );
      const results = await Promise.all(relays.flatMap((r) => [r.runOnce(), r.runOnce()]));
      expect(results.reduce((n, r) => n + r.delivered, 0)).toBe(1);
      const deliveries = await t.app.db
        .select()
        .from(demoDeliveries)
        .where(eq(demoDeliveries.deliveryId, rows[0]!.deliveryId));
      expect(deliveries).toHaveLength(1);
      expect(await balanceOf(t.app.db, role)).toBe(before + 120);
      const [claim] = await t.app.db
        .select()
        .from(activityClaims)
        .where(eq(activityClaims.activityId, 'race'));
      expect(claim!.deliveredAt).not.toBeNull();
    });
  },
);
