import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, lte } from 'drizzle-orm';
import type { ProviderCallback } from '@topup/contracts/payments';
import type { Db } from '@topup/server/db/client';
import { sandboxCallbacks, sandboxPayments } from '@topup/server/db/tables/sandbox';
import { announceWork } from '@topup/server/db/wake';

export type SandboxPayment = typeof sandboxPayments.$inferSelect;
export type NewSandboxPayment = typeof sandboxPayments.$inferInsert;
export type SandboxCallback = typeof sandboxCallbacks.$inferSelect;
export type PaymentStatus = 'open' | 'pending' | 'succeeded' | 'failed' | 'cancelled';
export type CallbackStatus = Extract<
  ProviderCallback['status'],
  'succeeded' | 'failed' | 'pending'
>;

export const newPaymentId = () => `sbx_${randomBytes(12).toString('hex')}`;
const newEventId = () => `evt_${randomBytes(12).toString('hex')}`;

function callbackBody(payment: SandboxPayment, status: CallbackStatus): ProviderCallback {
  return {
    event_id: newEventId(),
    tenant_id: payment.tenantId,
    merchant_ref: payment.merchantRef,
    provider_txn_id: payment.id,
    status,
    amount_minor: payment.amountMinor,
    currency: payment.currency,
  };
}

/** The sandbox's own books; nothing in the store reads them. */
export function createSandboxRepository(db: Db) {
  return {
    async insertPayment(row: NewSandboxPayment): Promise<SandboxPayment> {
      const [inserted] = await db.insert(sandboxPayments).values(row).returning();
      if (!inserted) throw new Error('sandbox payment insert returned nothing');
      return inserted;
    },

    async findPayment(id: string): Promise<SandboxPayment | null> {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
      return row ?? null;
    },

    async paymentsByIds(ids: string[]): Promise<Map<string, SandboxPayment>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select().from(sandboxPayments).where(inArray(sandboxPayments.id, ids));
      return new Map(rows.map((row) => [row.id, row]));
    },

    /**
     * Moves the payment only if it is still in one of `from` (so a second click, a second tab or
     * a drop-in retry cannot pay twice) and queues its callback in the same transaction.
     */
    async transition(
      id: string,
      from: PaymentStatus[],
      to: PaymentStatus,
      callback: CallbackStatus,
      now: Date,
    ): Promise<SandboxPayment | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(sandboxPayments)
          .set({ status: to })
          .where(and(eq(sandboxPayments.id, id), inArray(sandboxPayments.status, from)))
          .returning();
        if (!row) return null;
        const body = callbackBody(row, callback);
        await tx
          .insert(sandboxCallbacks)
          .values({ paymentId: id, eventId: body.event_id, body, nextAttemptAt: now });
        // The callback sender hears of it when this commits (issue 32), not at its next poll.
        await announceWork(tx, 'sandbox_callbacks');
        return row;
      });
    },

    /**
     * Claims due callbacks like an outbox: the claiming UPDATE pushes next_attempt_at to the lease
     * end, so another instance's sender skips them (SKIP LOCKED) and a crashed sender's rows come
     * back once the lease ends.
     */
    async claimDue(
      now: Date,
      leaseUntil: Date,
      limit: number,
      maxAttempts: number,
    ): Promise<SandboxCallback[]> {
      const due = db
        .select({ id: sandboxCallbacks.id })
        .from(sandboxCallbacks)
        .where(
          and(
            isNull(sandboxCallbacks.ackedAt),
            lte(sandboxCallbacks.nextAttemptAt, now),
            lt(sandboxCallbacks.attempts, maxAttempts),
          ),
        )
        .orderBy(asc(sandboxCallbacks.nextAttemptAt), asc(sandboxCallbacks.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(sandboxCallbacks)
        .set({ nextAttemptAt: leaseUntil })
        .where(inArray(sandboxCallbacks.id, due))
        .returning();
      return rows.sort((a, b) => a.id - b.id);
    },

    async markAcked(id: number, attempts: number, now: Date): Promise<void> {
      await db
        .update(sandboxCallbacks)
        .set({ attempts, ackedAt: now, lastError: null })
        .where(eq(sandboxCallbacks.id, id));
    },

    async reschedule(
      id: number,
      change: { attempts: number; nextAttemptAt: Date; lastError: string },
    ): Promise<void> {
      await db.update(sandboxCallbacks).set(change).where(eq(sandboxCallbacks.id, id));
    },

    /** A second copy of the same event (same event_id and body), as real providers send. */
    async insertCopy(callback: SandboxCallback, nextAttemptAt: Date, note: string): Promise<void> {
      await db.insert(sandboxCallbacks).values({
        paymentId: callback.paymentId,
        eventId: callback.eventId,
        body: callback.body,
        nextAttemptAt,
        lastError: note,
      });
    },

    async callbacksOf(paymentId: string): Promise<SandboxCallback[]> {
      return db
        .select()
        .from(sandboxCallbacks)
        .where(eq(sandboxCallbacks.paymentId, paymentId))
        .orderBy(asc(sandboxCallbacks.id));
    },
  };
}
export type SandboxRepository = ReturnType<typeof createSandboxRepository>;
