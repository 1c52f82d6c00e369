import { and, count, eq, inArray, or } from 'drizzle-orm';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { hashGiftCode, normalizeGiftCode } from '../lib/gift-code.ts';
import type { Db } from './client.ts';
import { demoAccountMarkers, demoCardNo, demoCardSeqs, demoGiftCodes } from './demo-markers.ts';
import { accounts } from './tables/accounts.ts';
import { giftCards, prepaidCards } from './tables/cards.ts';
import { demoRoles } from './tables/demo-game.ts';

/** A start the configuration or the database refuses: main.ts prints its one line, no stack. */
export class StartRefused extends Error {
  override readonly name = 'StartRefused';
}

/**
 * What of the demo seed the database holds: its published accounts (same suid and name), its
 * prepaid card numbers, its gift codes and the demo game's characters. Each is a known secret or
 * a way to mark orders delivered, so none may reach a production shop.
 */
export async function findDemoData(db: Db, tenants: readonly Tenant[]): Promise<string[]> {
  const ids = tenants.map((t) => t.id);
  if (!ids.length) return [];
  const accountMatch = or(
    ...demoAccountMarkers.map((a) =>
      and(eq(accounts.suid, a.suid), eq(accounts.username, a.username)),
    ),
  );
  const cardNos = tenants.flatMap((t) => demoCardSeqs.map((seq) => demoCardNo(t.id, seq)));
  const codeHashes = demoGiftCodes.map((code) => hashGiftCode(normalizeGiftCode(code)));
  const [[acc], [cards], [gifts], [roles]] = await Promise.all([
    db
      .select({ n: count() })
      .from(accounts)
      .where(and(inArray(accounts.tenantId, ids), accountMatch)),
    db
      .select({ n: count() })
      .from(prepaidCards)
      .where(and(inArray(prepaidCards.tenantId, ids), inArray(prepaidCards.cardNo, cardNos))),
    db
      .select({ n: count() })
      .from(giftCards)
      .where(and(inArray(giftCards.tenantId, ids), inArray(giftCards.codeHash, codeHashes))),
    db.select({ n: count() }).from(demoRoles),
  ]);
  const found: string[] = [];
  if (acc!.n) found.push(`${acc!.n} demo accounts`);
  if (cards!.n) found.push(`${cards!.n} demo prepaid cards`);
  if (gifts!.n) found.push(`${gifts!.n} demo gift codes`);
  if (roles!.n) found.push(`${roles!.n} demo game characters`);
  return found;
}

/** Refuses a production start on a database seeded with the demo. */
export async function refuseDemoData(db: Db, tenants: readonly Tenant[]): Promise<void> {
  const found = await findDemoData(db, tenants);
  if (!found.length) return;
  throw new StartRefused(
    `NODE_ENV=production refuses a database holding demo data (${found.join(', ')}): ` +
      'start on a fresh database, or set ALLOW_DEMO_IN_PRODUCTION=true for a staging shop',
  );
}
