import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { ThirdGiftList } from '@topup/contracts/third-gifts';
import type { Db } from '../../db/client.ts';
import { thirdGifts } from '../../db/tables/cards.ts';
import { nameIn } from '../../i18n/name-in.ts';

/** The gifts of a game's channels that run now, for one product (or every product). */
export async function listThirdGifts(
  db: Db,
  q: { tenantId: string; gameCode: string; productId?: string; lang?: string; now: Date },
): Promise<ThirdGiftList> {
  const rows = await db
    .select()
    .from(thirdGifts)
    .where(
      and(
        eq(thirdGifts.tenantId, q.tenantId),
        eq(thirdGifts.gameCode, q.gameCode),
        eq(thirdGifts.active, true),
        or(isNull(thirdGifts.startsAt), lte(thirdGifts.startsAt, q.now)),
        or(isNull(thirdGifts.endsAt), gt(thirdGifts.endsAt, q.now)),
        // A gift without a product goes with every product.
        q.productId
          ? or(isNull(thirdGifts.productId), eq(thirdGifts.productId, q.productId))
          : undefined,
      ),
    )
    .orderBy(asc(thirdGifts.productId), asc(thirdGifts.giftId));
  return {
    gifts: rows.map((row) => ({
      gift_id: row.giftId,
      product_id: row.productId,
      name: nameIn(row.names, q.lang),
      icon: row.icon,
      quantity: row.quantity,
      channel_name: row.channelName,
      payway_id: row.paywayId,
    })),
  };
}
