import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@topup/server/db/client';
import {
  emulatorNotifications,
  emulatorPayments,
  emulatorRefunds,
} from '@topup/server/db/tables/emulators';
import type { OutgoingNotification } from './emulator.ts';
import { announceWork } from '@topup/server/db/wake';

export type EmulatorPayment = typeof emulatorPayments.$inferSelect;
export type NewEmulatorPayment = typeof emulatorPayments.$inferInsert;
export type EmulatorNotification = typeof emulatorNotifications.$inferSelect;
export type EmulatorRefund = typeof emulatorRefunds.$inferSelect;
export type EmulatorStatus =
  'open' | 'pending' | 'authorized' | 'succeeded' | 'failed' | 'cancelled';

/** A random id in a provider's alphabet: `prefix` + n characters. */
export function randomId(
  prefix: string,
  length: number,
  alphabet = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ',
) {
  const bytes = randomBytes(length);
  let out = prefix;
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return out;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function queue(
  tx: Tx,
  provider: string,
  paymentId: string,
  notifications: OutgoingNotification[],
  at: Date,
): Promise<void> {
  if (notifications.length === 0) return;
  await tx.insert(emulatorNotifications).values(
    notifications.map((n) => ({
      provider,
      paymentId,
      url: n.url,
      method: n.method ?? 'POST',
      headers: n.headers,
      body: n.body,
      nextAttemptAt: at,
    })),
  );
  // The sender hears of it when this commits (issue 32), not at its next poll.
  await announceWork(tx, 'emulator_notifications');
}

/** The emulators' books; nothing in the store reads them. */
export function createEmulatorStore(db: Db) {
  /** The newest payment matching `where` (a merchant reference may have been paid twice). */
  const firstPayment = async (where: SQL | undefined): Promise<EmulatorPayment | null> => {
    const [row] = await db
      .select()
      .from(emulatorPayments)
      .where(where)
      .orderBy(desc(emulatorPayments.createdAt))
      .limit(1);
    return row ?? null;
  };
  return {
    async insertPayment(row: NewEmulatorPayment): Promise<EmulatorPayment> {
      const [inserted] = await db.insert(emulatorPayments).values(row).returning();
      if (!inserted) throw new Error('emulator payment insert returned nothing');
      return inserted;
    },

    find(provider: string, id: string): Promise<EmulatorPayment | null> {
      return firstPayment(
        and(eq(emulatorPayments.provider, provider), eq(emulatorPayments.id, id)),
      );
    },

    /** The merchant's latest payment for its reference (providers let merchants query by it). */
    async findByRef(
      provider: string,
      tenantId: string,
      merchantRef: string,
    ): Promise<EmulatorPayment | null> {
      return firstPayment(
        and(
          eq(emulatorPayments.provider, provider),
          eq(emulatorPayments.tenantId, tenantId),
          eq(emulatorPayments.merchantRef, merchantRef),
        ),
      );
    },

    /**
     * The payment whose provider data holds `value` under `key` (a second id the provider hands
     * out: an Xsolla token, a PayPal capture id).
     */
    async findByData(
      provider: string,
      key: string,
      value: string,
    ): Promise<EmulatorPayment | null> {
      return firstPayment(
        and(
          eq(emulatorPayments.provider, provider),
          sql`${emulatorPayments.data} ->> ${key} = ${value}`,
        ),
      );
    },

    async recent(limit: number): Promise<EmulatorPayment[]> {
      return db
        .select()
        .from(emulatorPayments)
        .orderBy(desc(emulatorPayments.createdAt))
        .limit(limit);
    },

    /** Merges keys into the payment's provider data (tokens, captures), nothing else. */
    async patchData(id: string, data: Record<string, unknown>, now: Date): Promise<void> {
      await db
        .update(emulatorPayments)
        .set({
          data: sql`${emulatorPayments.data} || ${JSON.stringify(data)}::jsonb`,
          updatedAt: now,
        })
        .where(eq(emulatorPayments.id, id));
    },

    /**
     * Moves the payment only if it is still in one of `from` (a second click, tab or API call
     * cannot pay twice) and queues the provider's notifications in the same transaction.
     */
    async transition(
      id: string,
      from: EmulatorStatus[],
      to: EmulatorStatus,
      notifications: (row: EmulatorPayment) => Promise<OutgoingNotification[]>,
      now: Date,
      data?: Record<string, unknown>,
    ): Promise<EmulatorPayment | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(emulatorPayments)
          .set({
            status: to,
            updatedAt: now,
            ...(data
              ? { data: sql`${emulatorPayments.data} || ${JSON.stringify(data)}::jsonb` }
              : {}),
          })
          .where(and(eq(emulatorPayments.id, id), inArray(emulatorPayments.status, from)))
          .returning();
        if (!row) return null;
        await queue(tx, row.provider, row.id, await notifications(row), now);
        return row;
      });
    },

    /**
     * A refund or chargeback of a succeeded payment, at most what is left of it; the same
     * request key twice gives the first refund back (providers' idempotency).
     */
    async refund(
      input: {
        paymentId: string;
        refundId: string;
        kind: 'refund' | 'chargeback';
        amountMinor: number;
        requestKey?: string;
      },
      notifications: (
        row: EmulatorPayment,
        refund: EmulatorRefund,
      ) => Promise<OutgoingNotification[]>,
      now: Date,
    ): Promise<
      | { kind: 'done'; payment: EmulatorPayment; refund: EmulatorRefund }
      | { kind: 'repeat'; refund: EmulatorRefund }
      | { kind: 'refused'; reason: 'missing' | 'not-paid' | 'too-much' }
    > {
      return db.transaction(async (tx) => {
        if (input.requestKey) {
          const [seen] = await tx
            .select()
            .from(emulatorRefunds)
            .where(
              and(
                eq(emulatorRefunds.paymentId, input.paymentId),
                eq(emulatorRefunds.requestKey, input.requestKey),
              ),
            );
          if (seen) return { kind: 'repeat' as const, refund: seen };
        }
        const [payment] = await tx
          .select()
          .from(emulatorPayments)
          .where(eq(emulatorPayments.id, input.paymentId))
          .for('update');
        if (!payment) return { kind: 'refused' as const, reason: 'missing' as const };
        if (payment.status !== 'succeeded') {
          return { kind: 'refused' as const, reason: 'not-paid' as const };
        }
        const left = payment.amountMinor - payment.refundedMinor;
        if (input.amountMinor <= 0 || input.amountMinor > left) {
          return { kind: 'refused' as const, reason: 'too-much' as const };
        }
        const [refund] = await tx
          .insert(emulatorRefunds)
          .values({
            id: input.refundId,
            paymentId: payment.id,
            kind: input.kind,
            amountMinor: input.amountMinor,
            requestKey: input.requestKey ?? null,
            createdAt: now,
          })
          .returning();
        const [updated] = await tx
          .update(emulatorPayments)
          .set({
            refundedMinor: payment.refundedMinor + input.amountMinor,
            chargedBack: input.kind === 'chargeback' ? 1 : payment.chargedBack,
            updatedAt: now,
          })
          .where(eq(emulatorPayments.id, payment.id))
          .returning();
        if (!refund || !updated) throw new Error('emulator refund write returned nothing');
        await queue(tx, payment.provider, payment.id, await notifications(updated, refund), now);
        return { kind: 'done' as const, payment: updated, refund };
      });
    },

    /**
     * A merchant's books for a window, for the providers' report and search APIs: the payments
     * created in it, and the refunds made in it with their payment, oldest first.
     */
    async booksBetween(
      provider: string,
      tenantId: string,
      window: { from: Date; to: Date },
    ): Promise<{
      payments: EmulatorPayment[];
      refunds: { refund: EmulatorRefund; payment: EmulatorPayment }[];
    }> {
      const mine = and(
        eq(emulatorPayments.provider, provider),
        eq(emulatorPayments.tenantId, tenantId),
      );
      const payments = await db
        .select()
        .from(emulatorPayments)
        .where(
          and(
            mine,
            gte(emulatorPayments.createdAt, window.from),
            lt(emulatorPayments.createdAt, window.to),
          ),
        )
        .orderBy(asc(emulatorPayments.createdAt), asc(emulatorPayments.id));
      const refunds = await db
        .select({ refund: emulatorRefunds, payment: emulatorPayments })
        .from(emulatorRefunds)
        .innerJoin(emulatorPayments, eq(emulatorPayments.id, emulatorRefunds.paymentId))
        .where(
          and(
            mine,
            gte(emulatorRefunds.createdAt, window.from),
            lt(emulatorRefunds.createdAt, window.to),
          ),
        )
        .orderBy(asc(emulatorRefunds.createdAt), asc(emulatorRefunds.id));
      return { payments, refunds };
    },

    async refundsOf(paymentId: string): Promise<EmulatorRefund[]> {
      return db
        .select()
        .from(emulatorRefunds)
        .where(eq(emulatorRefunds.paymentId, paymentId))
        .orderBy(asc(emulatorRefunds.createdAt));
    },

    /** Queues notifications outside a state change (a resend from the console). */
    async enqueue(payment: EmulatorPayment, notifications: OutgoingNotification[], at: Date) {
      await db.transaction((tx) => queue(tx, payment.provider, payment.id, notifications, at));
    },

    /**
     * Claims due notifications like an outbox: the claiming UPDATE pushes next_attempt_at to the
     * lease end, so another instance skips them (SKIP LOCKED) and a crashed sender's come back.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number, maxAttempts: number) {
      const due = db
        .select({ id: emulatorNotifications.id })
        .from(emulatorNotifications)
        .where(
          and(
            isNull(emulatorNotifications.ackedAt),
            lte(emulatorNotifications.nextAttemptAt, now),
            lt(emulatorNotifications.attempts, maxAttempts),
          ),
        )
        .orderBy(asc(emulatorNotifications.nextAttemptAt), asc(emulatorNotifications.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(emulatorNotifications)
        .set({ nextAttemptAt: leaseUntil })
        .where(inArray(emulatorNotifications.id, due))
        .returning();
      return rows.sort((a, b) => a.id - b.id);
    },

    async markAcked(id: number, attempts: number, now: Date): Promise<void> {
      await db
        .update(emulatorNotifications)
        .set({ attempts, ackedAt: now, lastError: null })
        .where(eq(emulatorNotifications.id, id));
    },

    async reschedule(
      id: number,
      change: { attempts: number; nextAttemptAt: Date; lastError: string },
    ): Promise<void> {
      await db.update(emulatorNotifications).set(change).where(eq(emulatorNotifications.id, id));
    },

    /** A second copy of the same notification (same bytes), as real providers send. */
    async insertCopy(row: EmulatorNotification, at: Date, note: string): Promise<void> {
      await db.insert(emulatorNotifications).values({
        provider: row.provider,
        paymentId: row.paymentId,
        url: row.url,
        method: row.method,
        headers: row.headers,
        body: row.body,
        nextAttemptAt: at,
        lastError: note,
      });
    },

    /**
     * A notification the emulator queued, by one of its headers (PayPal's transmission id): how an
     * emulator tells a notification it really sent from a forged one.
     */
    async findSent(
      provider: string,
      header: string,
      value: string,
    ): Promise<EmulatorNotification | null> {
      const [row] = await db
        .select()
        .from(emulatorNotifications)
        .where(
          and(
            eq(emulatorNotifications.provider, provider),
            sql`${emulatorNotifications.headers} ->> ${header} = ${value}`,
          ),
        )
        .orderBy(asc(emulatorNotifications.id))
        .limit(1);
      return row ?? null;
    },

    async notificationsOf(paymentId: string): Promise<EmulatorNotification[]> {
      return db
        .select()
        .from(emulatorNotifications)
        .where(eq(emulatorNotifications.paymentId, paymentId))
        .orderBy(asc(emulatorNotifications.id));
    },
  };
}
export type EmulatorStore = ReturnType<typeof createEmulatorStore>;
