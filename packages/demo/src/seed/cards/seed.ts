import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Db } from '@topup/server/db/client';
import { prepaidCards } from '@topup/server/db/tables/cards';
import { hashPassword } from '@topup/server/modules/accounts/password';
import { DEMO_CARD_PASSWORD, demoCards } from './seed-data.ts';

// The password is public (README): a salt derived from it keeps the seed deterministic and makes
// every demo card share one hash, so a fresh database costs one scrypt, not one per card.
let demoHash: Promise<string> | undefined;
function demoCardHash(): Promise<string> {
  const salt = createHash('sha256').update(`topup-demo-card\u0000${DEMO_CARD_PASSWORD}`).digest();
  demoHash ??= hashPassword(DEMO_CARD_PASSWORD, salt.subarray(0, 16));
  return demoHash;
}

/**
 * Demo prepaid cards (seed-data.ts) for every tenant. Only missing cards are inserted: an existing
 * card keeps its status, so a demo card redeemed once stays redeemed across restarts.
 */
export async function seedPrepaidCards(db: Db, tenants: readonly Tenant[]): Promise<void> {
  if (tenants.length === 0) return;
  const existing = await db
    .select({ tenantId: prepaidCards.tenantId, cardNo: prepaidCards.cardNo })
    .from(prepaidCards)
    .where(
      inArray(
        prepaidCards.tenantId,
        tenants.map((t) => t.id),
      ),
    );
  const have = new Set(existing.map((row) => `${row.tenantId}\u0000${row.cardNo}`));
  const missing = tenants.flatMap((tenant) =>
    demoCards(tenant)
      .filter((card) => !have.has(`${tenant.id}\u0000${card.cardNo}`))
      .map((card) => ({ tenant, card })),
  );
  if (missing.length === 0) return;
  const passwordHash = await demoCardHash();
  await db
    .insert(prepaidCards)
    .values(
      missing.map(({ tenant, card }) => ({
        tenantId: tenant.id,
        cardNo: card.cardNo,
        passwordHash,
        gameCode: card.gameCode,
        currency: card.currency,
        priceMinor: card.priceMinor,
        gemsNumber: card.gemsNumber,
        extraGemsNumber: card.extraGemsNumber,
      })),
    )
    .onConflictDoNothing();
}
