import { and, eq, isNull } from 'drizzle-orm';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { accountBlocks } from '../../db/tables/account-blocks.ts';
import { orders } from '../../db/tables/payments.ts';
import { replenishLinks } from '../../db/tables/replenish.ts';
import type { RevokeEnd } from '../orders/hooks.ts';
import type { Tx } from '../orders/types.ts';
import { originOfHost, replenishUrl } from '../replenish/create-link.ts';
import { hashReplenishId, newReplenishId } from '../replenish/link-id.ts';
import { insertLink } from '../replenish/repository.ts';
import { blockStory } from './block-story.ts';
import { unrecoveredMinor } from './unrecovered-value.ts';

/**
 * What the brand's revokeShortfall rule needs: the brands, and how to keep the make-up link's URL
 * (a bearer secret) at rest — SECRETS_KEY's seal, or as is without a key.
 */
export type ShortfallPolicy = { tenants: readonly Tenant[]; seal: (plain: string) => string };

/** Who creates the link (replenish_links.created_by). */
export const RULE_CREATOR = 'rule:revoke-shortfall';

/**
 * The brand rule when a refunded order's goods cannot all be taken back (issue 14): the order
 * lifecycle's revoked hook (order-hooks.ts). Runs in the transaction that settles the revoke's
 * outbox row, so the block, its make-up link, the order's story line and the row's state commit
 * together. `accept` (the default) keeps today's behaviour: the shortfall is only in the story. `block`: the account may not buy on this brand until a
 * make-up link for the unrecovered value is paid (settle.ts) or staff lift it. One block and one
 * link per refunded order: the block's primary key turns a re-run of the relay into a no-op.
 */
export async function applyShortfallRule(
  tx: Tx,
  policy: ShortfallPolicy | undefined,
  q: { tenantId: string; billingNo: string; end: RevokeEnd; at: Date },
): Promise<void> {
  const tenant = policy?.tenants.find((t) => t.id === q.tenantId);
  const rule = tenant?.revokeShortfall;
  if (!policy || !tenant || rule?.action !== 'block') return;
  const givenUp = 'givenUp' in q.end;
  const shortfall = 'givenUp' in q.end ? null : q.end.shortfall;
  // Everything taken back after all (staff replayed a given-up revoke): nothing is owed.
  if (shortfall !== null && shortfall <= 0) return liftRecovered(tx, q);

  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, q.tenantId), eq(orders.billingNo, q.billingNo)));
  if (!order) return;
  const units = shortfall ?? order.value + order.bonus;
  const amountMinor = unrecoveredMinor(order, shortfall ?? 'all');
  const replenishId = newReplenishId();
  const idHash = hashReplenishId(replenishId);
  const origin = originOfHost(tenant.hosts.production[0] ?? `${tenant.id}.localhost`);
  const url = replenishUrl(origin, replenishId, order.clientId);
  const reason = givenUp ? 'revoke-failed' : 'shortfall';

  const blocked = await tx
    .insert(accountBlocks)
    .values({
      tenantId: order.tenantId,
      billingNo: order.billingNo,
      suid: order.suid,
      username: order.username,
      reason,
      refundKind: order.refundKind ?? 'refund',
      shortfall: units,
      amountMinor,
      currency: order.currency,
      linkHash: idHash,
      linkUrl: policy.seal(url),
      createdAt: q.at,
    })
    .onConflictDoNothing()
    .returning({ billingNo: accountBlocks.billingNo });
  // Already blocked for this order (the relay ran again, or a replayed revoke): nothing more.
  if (blocked.length === 0) return;

  const expiresAt = new Date(q.at.getTime() + rule.linkValidDays * 86_400_000);
  await insertLink(tx, {
    idHash,
    tenantId: order.tenantId,
    clientId: order.clientId,
    gameCode: order.gameCode,
    suid: order.suid,
    username: order.username,
    amountMinor,
    currency: order.currency,
    reason: `${order.refundKind ?? 'refund'} of ${order.billingNo}: ${units} units not recovered`,
    createdBy: RULE_CREATOR,
    status: 'open',
    createdAt: q.at,
    expiresAt,
  });
  // The story says what was decided; never the link itself (a bearer secret).
  await blockStory(
    tx,
    {
      tenantId: order.tenantId,
      billingNo: order.billingNo,
      source: 'relay',
      detail: {
        action: 'account_blocked',
        reason,
        shortfall: units,
        makeUpMinor: amountMinor,
        currency: order.currency,
        linkExpiresAt: expiresAt.toISOString(),
      },
    },
    q.at,
  );
}

/**
 * A block made because the revoke was given up, whose replay then took everything back: lifted,
 * and its make-up link cancelled (an open one only; a paid one stays paid).
 */
async function liftRecovered(tx: Tx, q: { tenantId: string; billingNo: string; at: Date }) {
  const [lifted] = await tx
    .update(accountBlocks)
    .set({ liftedAt: q.at, liftedBy: 'relay:recovered' })
    .where(
      and(
        eq(accountBlocks.tenantId, q.tenantId),
        eq(accountBlocks.billingNo, q.billingNo),
        eq(accountBlocks.reason, 'revoke-failed'),
        isNull(accountBlocks.liftedAt),
      ),
    )
    .returning({ linkHash: accountBlocks.linkHash });
  if (!lifted) return;
  await tx
    .update(replenishLinks)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(replenishLinks.tenantId, q.tenantId),
        eq(replenishLinks.idHash, lifted.linkHash),
        eq(replenishLinks.status, 'open'),
      ),
    );
  const detail = { action: 'account_unblocked', by: 'relay:recovered' };
  await blockStory(
    tx,
    { tenantId: q.tenantId, billingNo: q.billingNo, source: 'relay', detail },
    q.at,
  );
}
