import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Db } from '@topup/server/db/client';
import { dailyCalendars, type DailyStep } from '@topup/server/db/tables/daily-rewards';
import { demoWindows } from '../activity/seed.ts';
import { diamonds, names } from '../activity/seed-data.ts';

// The demo's daily login calendars: a 7-step week on the first game of three brands in three
// zones (New York, Seoul, Moscow), resetting at local midnight. Diamonds on days 1..6, growing;
// a bigger chest on day 7.

export const dailyDemoBrands = ['watt', 'ko', 'ru'];

const calendarNames = names(
  'Daily Login Rewards|デイリーログインボーナス|출석 체크 보상|每日登入獎勵|每日登录奖励|' +
    'Ежедневные награды за вход|Recompensas diarias|Tägliche Login-Belohnungen|' +
    'Récompenses de connexion quotidiennes',
  'مكافآت تسجيل الدخول اليومية|Hadiah Login Harian|Premi di accesso giornalieri|' +
    'Ganjaran Log Masuk Harian|Codzienne nagrody za logowanie|Recompensas diárias de login|' +
    'รางวัลล็อกอินรายวัน|Günlük Giriş Ödülleri|Phần thưởng đăng nhập hằng ngày',
);

/** Day n: 10 * n diamonds; day 7 a chest of 150. */
export const demoSteps: DailyStep[] = Array.from({ length: 7 }, (_, i) => {
  const quantity = i === 6 ? 150 : 10 * (i + 1);
  return {
    rewards: [{ names: diamonds, icon: i === 6 ? 'chest' : 'diamond', quantity }],
    rewardAmount: quantity,
  };
});

export function dailyRows(tenant: Tenant, at: Date) {
  if (!dailyDemoBrands.includes(tenant.id)) return [];
  const game = tenant.games[0]!;
  return [
    {
      tenantId: tenant.id,
      calendarId: `daily-${game.code}`,
      gameCode: game.code,
      names: calendarNames,
      steps: demoSteps,
      resetHour: 0,
      // The events' live window: around the seeding month, moved along by a later restart.
      ...demoWindows(tenant, at).live,
    },
  ];
}

/** Adds the missing demo calendars; existing ones are left alone (issue 31: a restart never undoes what the console changed). */
export async function seedDailyRewards(db: Db, tenants: readonly Tenant[], at: Date) {
  const rows = tenants.flatMap((tenant) => dailyRows(tenant, at));
  if (rows.length === 0) return;
  await db
    .insert(dailyCalendars)
    .values(rows)
    .onConflictDoNothing({ target: [dailyCalendars.tenantId, dailyCalendars.calendarId] });
}
