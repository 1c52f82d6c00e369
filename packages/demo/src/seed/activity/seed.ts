import type { Currency } from '@topup/tenants/currencies';
import type { Area } from '@topup/tenants/areas';
import { defaultCurrency } from '@topup/tenants/tenant-rules';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Db } from '@topup/server/db/client';
import { activities, activityTiers } from '@topup/server/db/tables/activities';
import { subGameRows, tenantCurrencies } from '../catalog/seed-rows.ts';
import { monthStart } from '@topup/server/modules/activity/month-start';
import {
  continuousTiers,
  cumulativeTiers,
  minDailyMinor,
  texts,
  type TierTemplate,
} from './seed-data.ts';

type ActivityInsert = typeof activities.$inferInsert;
type TierInsert = typeof activityTiers.$inferInsert;

/**
 * Windows follow the calendar month of the seeding time in the brand's zone: live events run from
 * the 1st of last month to the 1st of the month after next (at least four weeks behind and ahead
 * of any start), the ended one from three months back to last month. A restart within the same
 * month writes the same rows; a restart in a later month moves the windows along, so the demo
 * always has live events.
 */
export function demoWindows(tenant: Tenant, at: Date) {
  const zone = tenant.timeZone;
  return {
    live: { startsAt: monthStart(at, zone, -1), endsAt: monthStart(at, zone, 2) },
    ended: { startsAt: monthStart(at, zone, -3), endsAt: monthStart(at, zone, -1) },
  };
}

/** Every game code of the tenant with the area of its web client (sub-games included). */
function gamesOf(tenant: Tenant): { code: string; area: Area }[] {
  return [
    ...tenant.games.map((g) => ({ code: g.code, area: g.clients.web.area })),
    ...subGameRows(tenant).map((row) => ({ code: row.gameCode, area: row.area as Area })),
  ];
}

/**
 * Per game: an accumulated and a consecutive-day event live in every currency the brand prices in
 * (a region sees the events of its own currency), and one ended accumulated event in the game's
 * currency.
 */
export function activityRows(tenant: Tenant, at: Date) {
  const windows = demoWindows(tenant, at);
  const rows: ActivityInsert[] = [];
  const tiers: TierInsert[] = [];
  const add = (row: ActivityInsert, templates: TierTemplate[]) => {
    rows.push(row);
    for (const t of templates) {
      tiers.push({
        tenantId: tenant.id,
        activityId: row.activityId,
        tierId: t.tierId,
        threshold: t.threshold,
        rewards: t.rewards,
        rewardAmount: t.amount,
      });
    }
  };
  for (const game of gamesOf(tenant)) {
    const base = { tenantId: tenant.id, gameCode: game.code };
    for (const currency of tenantCurrencies(tenant)) {
      const cur = currency.toLowerCase();
      add(
        {
          ...base,
          activityId: `topup-${game.code}-${cur}`,
          kind: 'cumulative',
          ...texts.cumulative,
          currency,
          minDailyMinor: 0,
          ...windows.live,
        },
        cumulativeTiers(currency),
      );
      add(
        {
          ...base,
          activityId: `streak-${game.code}-${cur}`,
          kind: 'continuous',
          ...texts.continuous,
          currency,
          minDailyMinor: minDailyMinor(currency),
          ...windows.live,
        },
        continuousTiers,
      );
    }
    const currency: Currency = defaultCurrency(tenant, game.area);
    add(
      {
        ...base,
        activityId: `launch-${game.code}`,
        kind: 'cumulative',
        names: texts.ended.names,
        descriptions: texts.cumulative.descriptions,
        currency,
        minDailyMinor: 0,
        ...windows.ended,
      },
      cumulativeTiers(currency),
    );
  }
  return { rows, tiers };
}

const CHUNK = 500;

/**
 * Adds the demo events and tiers that are missing, keyed by the primary keys; rows that exist are
 * left as they are (issue 31: a restart never undoes what the console changed). Runs inside the seed transaction.
 */
export async function seedActivities(db: Db, tenants: readonly Tenant[], at: Date): Promise<void> {
  const all = tenants.map((tenant) => activityRows(tenant, at));
  const rows = all.flatMap((x) => x.rows);
  const tiers = all.flatMap((x) => x.tiers);
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insert(activities)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoNothing({ target: [activities.tenantId, activities.activityId] });
  }
  for (let i = 0; i < tiers.length; i += CHUNK) {
    await db
      .insert(activityTiers)
      .values(tiers.slice(i, i + CHUNK))
      .onConflictDoNothing({
        target: [activityTiers.tenantId, activityTiers.activityId, activityTiers.tierId],
      });
  }
}
