import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { games } from '../../db/tables/config.ts';

/** Whether the brand has a game (or sub-game) with this code, on any platform. */
export async function gameExists(db: Db, tenantId: string, gameCode: string): Promise<boolean> {
  const [row] = await db
    .select({ code: games.gameCode })
    .from(games)
    .where(and(eq(games.tenantId, tenantId), eq(games.gameCode, gameCode)))
    .limit(1);
  return row !== undefined;
}
