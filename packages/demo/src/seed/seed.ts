import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Db } from '@topup/server/db/client';
import { seedAccounts } from './accounts/seed.ts';
import { seedActivities } from './activity/seed.ts';
import { seedPrepaidCards } from './cards/seed.ts';
import { seedCatalog } from './catalog/seed.ts';
import { seedDailyRewards } from './daily-rewards/seed.ts';
import { seedGiftCards } from './gift-cards/seed.ts';
import { seedLimits } from './limits/seed.ts';
import { seedOffers } from './offers/seed.ts';
import { seedPaymentMethods } from './payment-methods/seed.ts';
import { seedPromotions } from './promotions/seed.ts';
import { seedThirdGifts } from './third-gifts/seed.ts';
import { seedVip } from './vip/seed.ts';
import { seedDemoStaff } from './demo-staff.ts';
import { syncTenantGames } from '@topup/server/db/tenant-sync';

/**
 * The demo data of every brand on top of its games (tenant-sync.ts): accounts, goods, methods,
 * VIP, cards, codes, events, daily rewards, limits, and the console's demo staff. Deterministic and idempotent.
 */
export async function seedDemo(db: Db, tenants: readonly Tenant[]): Promise<void> {
  await db.transaction(async (tx) => {
    await syncTenantGames(tx as unknown as Db, tenants);
    await seedAccounts(tx as unknown as Db, tenants);
    await seedCatalog(tx as unknown as Db, tenants);
    await seedPaymentMethods(tx as unknown as Db, tenants);
    await seedVip(tx as unknown as Db, tenants);
    await seedPrepaidCards(tx as unknown as Db, tenants);
    await seedGiftCards(tx as unknown as Db, tenants);
    await seedThirdGifts(tx as unknown as Db, tenants);
    await seedActivities(tx as unknown as Db, tenants, new Date());
    await seedDailyRewards(tx as unknown as Db, tenants, new Date());
    await seedLimits(tx as unknown as Db, tenants);
    await seedOffers(tx as unknown as Db, tenants, new Date());
    await seedPromotions(tx as unknown as Db, tenants, new Date());
    // The publisher console's demo logins (demo-staff.ts).
    await seedDemoStaff(tx, tenants);
  });
}
