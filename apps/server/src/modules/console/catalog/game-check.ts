import type { Db } from '../../../db/client.ts';
import { gameExists } from '../../catalog/game-admin.ts';
import { notFound } from './brand.ts';

/** -404 unless the brand has a game (or sub-game) with this code. */
export async function assertGame(db: Db, tenantId: string, gameCode: string): Promise<void> {
  if (!(await gameExists(db, tenantId, gameCode))) throw notFound();
}
