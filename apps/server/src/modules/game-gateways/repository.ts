import { and, asc, eq, sql } from 'drizzle-orm';
import type { StaffGameGateway } from './schemas.ts';
import type { Db } from '../../db/client.ts';
import { gameGateways } from '../../db/tables/game-gateways.ts';
import type { GameRow } from '../catalog/repository.ts';
import type { SecretBox } from '../../lib/secret-box.ts';

export type GatewayInput = {
  tenantId: string;
  gameCode: string;
  url: string;
  secret: string;
  timeoutMs?: number | undefined;
  retries?: number | undefined;
};

/**
 * The game_gateways rows staff edit; never answers the secret, and stores it sealed when
 * SECRETS_KEY is set (lib/secret-box.ts).
 */
export function createGameGatewaysRepository(db: Db, box: SecretBox) {
  return {
    async upsert(input: GatewayInput): Promise<void> {
      const values = {
        tenantId: input.tenantId,
        gameCode: input.gameCode,
        url: input.url,
        secret: box.seal(input.secret),
        // Left out: the column defaults (5 s, 2 retries), also when a row is replaced.
        timeoutMs: input.timeoutMs ?? 5_000,
        retries: input.retries ?? 2,
      };
      await db
        .insert(gameGateways)
        .values(values)
        .onConflictDoUpdate({
          target: [gameGateways.tenantId, gameGateways.gameCode],
          set: {
            url: values.url,
            secret: values.secret,
            timeoutMs: values.timeoutMs,
            retries: values.retries,
            updatedAt: sql`now()`,
          },
        });
    },

    async list(tenantId: string | undefined, games: readonly GameRow[]) {
      const rows = await db
        .select({
          tenantId: gameGateways.tenantId,
          gameCode: gameGateways.gameCode,
          url: gameGateways.url,
          timeoutMs: gameGateways.timeoutMs,
          retries: gameGateways.retries,
          updatedAt: gameGateways.updatedAt,
        })
        .from(gameGateways)
        .where(tenantId ? eq(gameGateways.tenantId, tenantId) : undefined)
        .orderBy(asc(gameGateways.tenantId), asc(gameGateways.gameCode));
      return rows.map((r): StaffGameGateway => ({
        tenant: r.tenantId,
        game_code: r.gameCode,
        client_id:
          games.find((g) => g.tenantId === r.tenantId && g.gameCode === r.gameCode)?.clientId ??
          null,
        url: r.url,
        timeout_ms: r.timeoutMs,
        retries: r.retries,
        updated_at: r.updatedAt.toISOString(),
      }));
    },

    async remove(tenantId: string, gameCode: string): Promise<boolean> {
      const gone = await db
        .delete(gameGateways)
        .where(and(eq(gameGateways.tenantId, tenantId), eq(gameGateways.gameCode, gameCode)))
        .returning({ gameCode: gameGateways.gameCode });
      return gone.length > 0;
    },
  };
}
