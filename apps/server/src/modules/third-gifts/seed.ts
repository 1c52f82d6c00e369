import { sql } from 'drizzle-orm';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Db } from '../../db/client.ts';
import { thirdGifts } from '../../db/tables/cards.ts';
import { thirdGiftRows } from './seed-data.ts';

/** Third-party channel gifts (seed-data.ts): upserted, so an edit of the templates lands on restart. */
export async function seedThirdGifts(db: Db, tenants: readonly Tenant[]): Promise<void> {
  const rows = tenants.flatMap(thirdGiftRows);
  if (rows.length === 0) return;
  await db
    .insert(thirdGifts)
    .values(rows)
    .onConflictDoUpdate({
      target: [thirdGifts.tenantId, thirdGifts.giftId],
      set: {
        gameCode: sql`excluded.game_code`,
        productId: sql`excluded.product_id`,
        channelName: sql`excluded.channel_name`,
        paywayId: sql`excluded.payway_id`,
        names: sql`excluded.names`,
        icon: sql`excluded.icon`,
        quantity: sql`excluded.quantity`,
        active: sql`excluded.active`,
      },
    });
}
