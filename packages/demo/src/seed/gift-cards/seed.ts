import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Db } from '@topup/server/db/client';
import { giftCards } from '@topup/server/db/tables/cards';
import { hashGiftCode, last4, normalizeGiftCode } from '@topup/server/modules/gift-cards/code';
import { demoGifts } from './seed-data.ts';

/** Demo gift codes of every tenant; only missing ones are inserted, so a redeemed one stays so. */
export async function seedGiftCards(db: Db, tenants: readonly Tenant[]): Promise<void> {
  const rows = tenants.flatMap((tenant) =>
    demoGifts(tenant).map(({ spec, currency, valueMinor }) => {
      const code = normalizeGiftCode(spec.code);
      return {
        tenantId: tenant.id,
        codeHash: hashGiftCode(code),
        codeLast4: last4(code),
        currency,
        valueMinor,
      };
    }),
  );
  if (rows.length > 0) await db.insert(giftCards).values(rows).onConflictDoNothing();
}
