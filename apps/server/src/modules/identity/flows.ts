import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFlows } from '../../db/tables/identity.ts';
import type { StartedFlow } from './identity-provider.ts';

/** A started login is good for ten minutes: the player picks an account, nothing more. */
export const FLOW_TTL_MS = 10 * 60 * 1000;

const keyOf = (state: string) => createHash('sha256').update(state, 'utf8').digest('hex');

export type NewFlow = StartedFlow & {
  tenantId: string;
  provider: string;
  clientId: string;
  /** The state (X: the request oauth_token) the finishing call brings back. */
  key: string;
};

export function createFlowStore(db: Db) {
  return {
    async create(flow: NewFlow, now: Date): Promise<void> {
      // Expired flows go when new ones come: the table stays as small as the last ten minutes.
      await db.delete(loginFlows).where(lt(loginFlows.expiresAt, now));
      await db.insert(loginFlows).values({
        stateHash: keyOf(flow.key),
        tenantId: flow.tenantId,
        provider: flow.provider,
        clientId: flow.clientId,
        redirectUri: flow.redirectUri,
        nonce: flow.nonce,
        codeVerifier: flow.codeVerifier,
        tokenSecret: flow.tokenSecret,
        createdAt: now,
        expiresAt: new Date(now.getTime() + FLOW_TTL_MS),
      });
    },

    /**
     * Marks the flow used and returns it, once: a second call with the same state (a replayed
     * code, a double submit) finds nothing. Bound to brand, provider and game.
     */
    async consume(
      q: { tenantId: string; provider: string; clientId: string; key: string },
      now: Date,
    ): Promise<StartedFlow | null> {
      const rows = await db
        .update(loginFlows)
        .set({ usedAt: now })
        .where(
          and(
            eq(loginFlows.stateHash, keyOf(q.key)),
            eq(loginFlows.tenantId, q.tenantId),
            eq(loginFlows.provider, q.provider),
            eq(loginFlows.clientId, q.clientId),
            isNull(loginFlows.usedAt),
            gt(loginFlows.expiresAt, now),
          ),
        )
        .returning({
          redirectUri: loginFlows.redirectUri,
          nonce: loginFlows.nonce,
          codeVerifier: loginFlows.codeVerifier,
          tokenSecret: loginFlows.tokenSecret,
        });
      return rows[0] ?? null;
    },
  };
}

export type FlowStore = ReturnType<typeof createFlowStore>;
