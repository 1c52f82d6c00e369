import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginDevices } from '../../db/tables/accounts.ts';
import { hashToken, newToken } from './tokens.ts';

export const DEVICE_TTL_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * Known devices of an account (docs/decisions/0010). The token is the server's random secret, not
 * the app's idfv (which the client chooses), and only its hash is stored.
 */
export function createDeviceStore(db: Db) {
  return {
    /** Whether `token` is a live known-device token of this account on this tenant. */
    async isKnown(q: { tenantId: string; suid: string; token: string; now: Date }) {
      const rows = await db
        .select({ tokenHash: loginDevices.tokenHash })
        .from(loginDevices)
        .where(
          and(
            eq(loginDevices.tokenHash, hashToken(q.token)),
            eq(loginDevices.tenantId, q.tenantId),
            eq(loginDevices.suid, q.suid),
            gt(loginDevices.expiresAt, q.now),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** A new token for this device; the account's expired ones are dropped on the way. */
    async issue(q: { tenantId: string; suid: string; now: Date }) {
      const token = newToken();
      const expiresAt = new Date(q.now.getTime() + DEVICE_TTL_MS);
      await db
        .delete(loginDevices)
        .where(
          and(
            eq(loginDevices.tenantId, q.tenantId),
            eq(loginDevices.suid, q.suid),
            lte(loginDevices.expiresAt, q.now),
          ),
        );
      await db.insert(loginDevices).values({
        tokenHash: hashToken(token),
        tenantId: q.tenantId,
        suid: q.suid,
        createdAt: q.now,
        expiresAt,
      });
      return { token, expiresAt };
    },
  };
}

export type DeviceStore = ReturnType<typeof createDeviceStore>;
