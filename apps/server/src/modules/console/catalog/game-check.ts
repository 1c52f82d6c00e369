import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { games } from '../../../db/tables/config.ts';
import { notFound } from './brand.ts';

/** -404 unless the brand has a game (or sub-game) with this code. */
export async function assertGame(db: Db, tenantId: string, gameCode: string): Promise<void> {
  const [row] = await db
    .select({ code: games.gameCode })
    .from(games)
    .where(and(eq(games.tenantId, tenantId), eq(games.gameCode, gameCode)))
    .limit(1);
  if (!row) throw notFound();
}
