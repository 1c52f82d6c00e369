import type { FastifyBaseLogger } from 'fastify';
import type { HttpTransport, TransportResponse } from '@topup/server/lib/http-transport';
import { wakeLoop } from '@topup/server/lib/wake-loop';
import { retryDelayMs } from '../../sandbox-gateway/callback-sender.ts';
import type { AnyEmulator, EmulatorAccount } from './emulator.ts';
import type { EmulatorNotification, EmulatorStore } from './store.ts';

export type SenderRun = { sent: number; retried: number; delayed: number; duplicated: number };
export type EmulatorSender = {
  runOnce(): Promise<SenderRun>;
  start(): void;
  stop(): Promise<void>;
  /** A notification was queued: send now rather than at the next poll. */
  wake(): void;
};

const batchSize = 50;
const leaseMs = 60_000;
// At the 5-minute cap this keeps trying for more than a day, as providers do (Adyen retries for
// 30 days, PayPal for 3, Xsolla 12 times over 12 hours): long enough for any demo.
export const maxAttempts = 400;
export const chaosRate = 0.2;
export const chaosDelayMs = 3_000;
export const chaosCopyDelayMs = 5_000;

const isFresh = (row: EmulatorNotification) => row.attempts === 0 && row.lastError === null;

/**
 * Where a notification the provider has given up on is parked: never due again, its attempts and
 * last answer kept for the emulator's console.
 */
export const givenUpAt = new Date('9999-12-31T00:00:00.000Z');

/**
 * Sends the emulators' queued notifications, each exactly as its provider would (method, headers,
 * body, already signed), until the store gives the answer that provider waits for. With chaos
 * on, a fresh notification sometimes gets a second copy a little later and sometimes arrives late,
 * as real providers' do ("sometimes twice or late").
 */
export function createEmulatorSender(deps: {
  store: EmulatorStore;
  emulators: readonly AnyEmulator[];
  transport: HttpTransport;
  now: () => Date;
  chaos: boolean;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  random?: () => number;
  intervalMs?: number;
  /** The merchant account a payment's notifications are signed for (re-signing, see resign). */
  accountOf?: (provider: string, paymentId: string) => Promise<EmulatorAccount<unknown> | null>;
}): EmulatorSender {
  const random = deps.random ?? Math.random;
  // A retry or a held-back notification: the running sender wakes for it then.
  let dueIn: (ms: number) => void = () => {};
  const later = (ms: number) => {
    dueIn(ms);
    return new Date(deps.now().getTime() + ms);
  };
  const byKey = new Map(deps.emulators.map((e) => [e.key, e]));

  /** The row's headers, with a fresh signature where the provider signs the sending time. */
  async function headersFor(row: EmulatorNotification, method: 'GET' | 'POST') {
    const emulator = byKey.get(row.provider);
    if (!emulator?.resign || !deps.accountOf) return row.headers;
    const account = await deps.accountOf(row.provider, row.paymentId);
    if (!account) return row.headers;
    const notification = { url: row.url, method, headers: row.headers, body: row.body };
    return { ...row.headers, ...emulator.resign(notification, account, deps.now()) };
  }

  async function deliver(row: EmulatorNotification): Promise<boolean> {
    const emulator = byKey.get(row.provider);
    let failure: string;
    try {
      const method = row.method === 'GET' ? 'GET' : 'POST';
      const response: TransportResponse = await deps.transport(row.url, {
        method,
        headers: await headersFor(row, method),
        ...(method === 'POST' ? { body: row.body } : {}),
      });
      if (emulator?.acknowledged(response)) {
        await deps.store.markAcked(row.id, row.attempts + 1, deps.now());
        deps.log.info(
          { provider: row.provider, paymentId: row.paymentId },
          'emulator notification acked',
        );
        return true;
      }
      failure = `HTTP ${response.status}: ${response.body.slice(0, 200)}`;
      if (emulator?.refusedForGood?.(response)) {
        // Answered and refused: the provider does not send it again.
        await deps.store.reschedule(row.id, {
          attempts: row.attempts + 1,
          nextAttemptAt: givenUpAt,
          lastError: `refused, not resent: ${failure}`,
        });
        deps.log.warn(
          { provider: row.provider, paymentId: row.paymentId, failure },
          'emulator notification refused by the merchant',
        );
        return false;
      }
    } catch (err) {
      failure = err instanceof Error ? err.message : String(err);
    }
    const attempts = row.attempts + 1;
    const limit = Math.min(emulator?.maxDeliveries ?? maxAttempts, maxAttempts);
    const givenUp = attempts >= limit;
    await deps.store.reschedule(row.id, {
      attempts,
      nextAttemptAt: givenUp ? givenUpAt : later(retryDelayMs(attempts)),
      lastError: givenUp ? `given up after ${attempts} deliveries: ${failure}` : failure,
    });
    deps.log.warn(
      { provider: row.provider, paymentId: row.paymentId, attempts, givenUp, failure },
      'emulator notification not acknowledged',
    );
    return false;
  }

  /** One claim, sent; also says how many rows it claimed (a full batch: more may be due). */
  async function claimAndSend(): Promise<{ run: SenderRun; claimed: number }> {
    const run: SenderRun = { sent: 0, retried: 0, delayed: 0, duplicated: 0 };
    const leaseEnd = new Date(deps.now().getTime() + leaseMs);
    const rows = await deps.store.claimDue(deps.now(), leaseEnd, batchSize, maxAttempts);
    const toSend: EmulatorNotification[] = [];
    for (const row of rows) {
      if (deps.chaos && isFresh(row)) {
        if (random() < chaosRate) {
          await deps.store.insertCopy(row, later(chaosCopyDelayMs), 'chaos: second copy');
          run.duplicated += 1;
        }
        if (random() < chaosRate) {
          await deps.store.reschedule(row.id, {
            attempts: 0,
            nextAttemptAt: later(chaosDelayMs),
            lastError: 'chaos: first attempt held back',
          });
          run.delayed += 1;
          continue;
        }
      }
      toSend.push(row);
    }
    // In order within a payment (a refund's notification must not overtake its payment's), the
    // payments side by side.
    const byPayment = new Map<string, EmulatorNotification[]>();
    for (const row of toSend) {
      const key = `${row.provider}/${row.paymentId}`;
      byPayment.set(key, [...(byPayment.get(key) ?? []), row]);
    }
    await Promise.all(
      [...byPayment.values()].map(async (rowsOfPayment) => {
        for (const row of rowsOfPayment) {
          if (await deliver(row)) run.sent += 1;
          else run.retried += 1;
        }
      }),
    );
    return { run, claimed: rows.length };
  }

  // Runs when a notification is queued (the payment's store write announces it) and again at
  // once while batches come back full (issue 32); never two runs at once, an outage logged once.
  const loop = wakeLoop(
    'emulator-notifications',
    async () => ({ again: (await claimAndSend()).claimed === batchSize }),
    { idleMs: deps.intervalMs ?? 10_000, log: deps.log },
  );
  dueIn = (ms) => loop.wakeIn(ms);
  return {
    runOnce: async () => (await claimAndSend()).run,
    start: () => loop.start(),
    stop: () => loop.stop(),
    wake: () => loop.wake(),
  };
}
