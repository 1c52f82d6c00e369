import { appendStory } from '../orders/story.ts';
import type { Tx } from '../orders/types.ts';

/**
 * A line in the refunded order's story about its account block (made, lifted): the order stays
 * refunded. Never the make-up link itself, which is a bearer secret.
 */
export async function blockStory(
  tx: Tx,
  q: { tenantId: string; billingNo: string; source: string; detail: Record<string, unknown> },
  at: Date,
): Promise<void> {
  await appendStory(tx, { ...q, status: 'refunded', at });
}
