import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountBlocks } from '../../db/tables/account-blocks.ts';
import type { Tx } from '../orders/types.ts';
import { blockStory } from './block-story.ts';

export type AccountBlockRow = typeof accountBlocks.$inferSelect;
type Reader = Db | Tx;

/** The account's oldest block on the brand that is still on, if any. */
export async function activeBlockOf(
  db: Reader,
  tenantId: string,
  suid: string,
): Promise<AccountBlockRow | null> {
  const [row] = await db
    .select()
    .from(accountBlocks)
    .where(
      and(
        eq(accountBlocks.tenantId, tenantId),
        eq(accountBlocks.suid, suid),
        isNull(accountBlocks.liftedAt),
      ),
    )
    .orderBy(accountBlocks.createdAt)
    .limit(1);
  return row ?? null;
}

/** Lifts the block(s) a make-up link was made for; answers the billing numbers lifted. */
export async function liftBlocksOfLink(
  tx: Tx,
  q: { tenantId: string; linkHash: string; by: string; at: Date },
): Promise<string[]> {
  const rows = await tx
    .update(accountBlocks)
    .set({ liftedAt: q.at, liftedBy: q.by })
    .where(
      and(
        eq(accountBlocks.tenantId, q.tenantId),
        eq(accountBlocks.linkHash, q.linkHash),
        isNull(accountBlocks.liftedAt),
      ),
    )
    .returning({ billingNo: accountBlocks.billingNo });
  for (const row of rows) {
    const detail = { action: 'account_unblocked', by: q.by };
    await blockStory(
      tx,
      { tenantId: q.tenantId, billingNo: row.billingNo, source: 'make-up', detail },
      q.at,
    );
  }
  return rows.map((r) => r.billingNo);
}

/** Lifts one block by hand; null when there is none or it was lifted already. */
export async function liftBlock(
  tx: Tx,
  q: { tenantId: string; billingNo: string; by: string; note: string; at: Date },
): Promise<AccountBlockRow | null> {
  const [row] = await tx
    .update(accountBlocks)
    .set({ liftedAt: q.at, liftedBy: q.by, liftNote: q.note })
    .where(
      and(
        eq(accountBlocks.tenantId, q.tenantId),
        eq(accountBlocks.billingNo, q.billingNo),
        isNull(accountBlocks.liftedAt),
      ),
    )
    .returning();
  if (row) {
    const detail = { action: 'account_unblocked', by: q.by, note: q.note };
    await blockStory(
      tx,
      { tenantId: q.tenantId, billingNo: q.billingNo, source: 'support', detail },
      q.at,
    );
  }
  return row ?? null;
}

export async function findBlock(
  db: Reader,
  tenantId: string,
  billingNo: string,
): Promise<AccountBlockRow | null> {
  const [row] = await db
    .select()
    .from(accountBlocks)
    .where(and(eq(accountBlocks.tenantId, tenantId), eq(accountBlocks.billingNo, billingNo)));
  return row ?? null;
}

type BlockSearch = { tenantIds: string[]; suid?: string | undefined; all: boolean };

const blockFilter = (q: BlockSearch) =>
  and(
    inArray(accountBlocks.tenantId, q.tenantIds),
    q.suid ? eq(accountBlocks.suid, q.suid) : undefined,
    q.all ? undefined : isNull(accountBlocks.liftedAt),
  );

/** Blocks of these brands, newest first, one page; only those still on unless `all`. */
export async function listBlocks(
  db: Reader,
  q: BlockSearch & { limit: number; offset?: number },
): Promise<AccountBlockRow[]> {
  if (q.tenantIds.length === 0) return [];
  return db
    .select()
    .from(accountBlocks)
    .where(blockFilter(q))
    .orderBy(desc(accountBlocks.createdAt), desc(accountBlocks.billingNo))
    .limit(q.limit)
    .offset(q.offset ?? 0);
}

/** How many blocks `listBlocks` pages through. */
export async function countBlocks(db: Reader, q: BlockSearch): Promise<number> {
  if (q.tenantIds.length === 0) return 0;
  const [row] = await db.select({ n: count() }).from(accountBlocks).where(blockFilter(q));
  return row?.n ?? 0;
}
