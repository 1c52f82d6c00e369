import { and, desc, eq, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clientErrors } from '../../db/tables/client-errors.ts';

export type NewClientError = typeof clientErrors.$inferInsert;
export type ClientErrorRow = typeof clientErrors.$inferSelect;

export function createClientErrorsRepository(db: Db) {
  return {
    async insert(row: NewClientError): Promise<number> {
      const [inserted] = await db
        .insert(clientErrors)
        .values(row)
        .returning({ id: clientErrors.id });
      return inserted!.id;
    },

    /** Deletes the brand's rows older than its newest `keep`; answers how many went. */
    async prune(tenantId: string, keep: number): Promise<number> {
      const [edge] = await db
        .select({ id: clientErrors.id })
        .from(clientErrors)
        .where(eq(clientErrors.tenantId, tenantId))
        .orderBy(desc(clientErrors.id))
        .offset(keep)
        .limit(1);
      if (!edge) return 0;
      const gone = await db
        .delete(clientErrors)
        .where(and(eq(clientErrors.tenantId, tenantId), lte(clientErrors.id, edge.id)))
        .returning({ id: sql`1` });
      return gone.length;
    },

    /** The brand's newest reports first, `limit` of them, below `beforeId` when paging on. */
    list(tenantId: string, limit: number, beforeId?: number): Promise<ClientErrorRow[]> {
      return db
        .select()
        .from(clientErrors)
        .where(
          and(
            eq(clientErrors.tenantId, tenantId),
            beforeId === undefined ? undefined : lt(clientErrors.id, beforeId),
          ),
        )
        .orderBy(desc(clientErrors.id))
        .limit(limit);
    },
  };
}

export type ClientErrorsRepository = ReturnType<typeof createClientErrorsRepository>;
