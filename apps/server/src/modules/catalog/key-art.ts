import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { games } from '../../db/tables/config.ts';

type Q = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

// A game's key art (issue 29 item 9): one value for the game code, kept on each of its rows (one
// per platform), so whichever client id the shop is opened with shows the same banner.

/** The game's key art; undefined when the brand has no such game. */
export async function gameKeyArt(
  q: Q,
  tenantId: string,
  gameCode: string,
): Promise<string | null | undefined> {
  const [row] = await q
    .select({ keyArt: games.keyArt })
    .from(games)
    .where(and(eq(games.tenantId, tenantId), eq(games.gameCode, gameCode)))
    .limit(1);
  return row === undefined ? undefined : row.keyArt;
}

export async function setGameKeyArt(
  q: Q,
  tenantId: string,
  gameCode: string,
  keyArt: string | null,
): Promise<void> {
  await q
    .update(games)
    .set({ keyArt })
    .where(and(eq(games.tenantId, tenantId), eq(games.gameCode, gameCode)));
}
