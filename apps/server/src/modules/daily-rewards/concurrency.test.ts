import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyClaims } from '../../db/tables/daily-rewards.ts';
import { demoDeliveries } from '../../db/tables/demo-game.ts';
import { outbox } from '../../db/tables/payments.ts';
import { createOutboxRelay } from '../orders/relay/outbox-relay.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { demoRole } from '../activity/test-kit.ts';
import { playerOf } from '../coupons/test-kit.ts';
import { balanceOf } from '../orders/test-kit.ts';
import { tenantById } from '../payments/test-kit.ts';
import { dropSeededCalendars, insertCalendar } from './test-kit.ts';

// PGlite answers one query at a time: real races need PostgreSQL (CI sets DATABASE_URL).
const onPostgres = Boolean(process.env.DATABASE_URL);
const quiet = { info() {}, warn() {}, error() {} };

describe.skipIf(!onPostgres)(
  'daily claims under concurrency (PostgreSQL; skipped: DATABASE_URL is unset)',
  () => {
    let t: TestApp;
    const demo = playerOf(() => t.app, tenantById('watt'));
    beforeAll(async () => {
      t = await createTestApp();
      await dropSeededCalendars(t.app, 'watt');
      const day = 86_400_000;
      await insertCalendar(t.app, {
        id: 'race',
        steps: 7,
        startsAt: new Date(Date.now() - day).toISOString(),
        endsAt: new Date(Date.now() + 7 * day).toISOString(),
      });
      await demo.login();
    });
    afterAll(() => t?.close());

    it('20 concurrent claims on two characters: one claim, one delivery, one balance up', async () => {
      // The same account, half on each of two characters: the day is the account's.
      const roles = [demoRole('1017'), demoRole('1002')];
      const before = await Promise.all(roles.map((r) => balanceOf(t.app.db, r)));
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          demo.post('/api/daily/claim', {
            role_id: roles[i % 2]!.roleId,
            server_id: roles[i % 2]!.serverId,
          }),
        ),
      );
      expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
      expect(answers.filter((a) => a.code === -3026)).toHaveLength(19);
      const claims = await t.app.db
        .select()
        .from(dailyClaims)
        .where(eq(dailyClaims.calendarId, 'race'));
      expect(claims).toHaveLength(1);
      const rows = await t.app.db.select().from(outbox).where(eq(outbox.kind, 'reward'));
      const daily = rows.filter((r) => r.deliveryId.startsWith('daily:'));
      expect(daily).toHaveLength(1);

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
      await Promise.all(relays.flatMap((r) => [r.runOnce(), r.runOnce()]));
      const deliveries = await t.app.db
        .select()
        .from(demoDeliveries)
        .where(eq(demoDeliveries.deliveryId, daily[0]!.deliveryId));
      expect(deliveries).toHaveLength(1);
      const winner = roles.findIndex((r) => r.roleId === claims[0]!.roleId);
      const after = await Promise.all(roles.map((r) => balanceOf(t.app.db, r)));
      expect(after[winner]).toBe(before[winner]! + 10);
      expect(after[1 - winner]).toBe(before[1 - winner]);
      const [claim] = await t.app.db
        .select()
        .from(dailyClaims)
        .where(eq(dailyClaims.calendarId, 'race'));
      expect(claim!.deliveredAt).not.toBeNull();
    });
  },
);
