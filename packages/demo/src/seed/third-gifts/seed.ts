import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Db } from '@topup/server/db/client';
import { thirdGifts } from '@topup/server/db/tables/cards';
import { thirdGiftRows } from './seed-data.ts';

/** Third-party channel gifts (seed-data.ts): the missing ones are added (issue 31: a restart never undoes what the console changed). */
export async function seedThirdGifts(db: Db, tenants: readonly Tenant[]): Promise<void> {
  const rows = tenants.flatMap(thirdGiftRows);
  if (rows.length === 0) return;
  await db
    .insert(thirdGifts)
    .values(rows)
    .onConflictDoNothing({ target: [thirdGifts.tenantId, thirdGifts.giftId] });
}
