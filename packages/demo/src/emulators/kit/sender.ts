import type { FastifyBaseLogger } from 'fastify';
import type { HttpTransport, TransportResponse } from '@topup/server/lib/http-transport';
import { intervalJob } from '@topup/server/lib/interval-job';
import { retryDelayMs } from '../../sandbox-gateway/callback-sender.ts';
import type { AnyEmulator, EmulatorAccount } from './emulator.ts';
import type { EmulatorNotification, EmulatorStore } from './store.ts';

export type SenderRun = { sent: number; retried: number; delayed: number; duplicated: number };
export type EmulatorSender = {
  runOnce(): Promise<SenderRun>;
  start(): void;
  stop(): Promise<void>;
};

const batchSize = 20;
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
  const later = (ms: number) => new Date(deps.now().getTime() + ms);
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

  async function runOnce(): Promise<SenderRun> {
    const run: SenderRun = { sent: 0, retried: 0, delayed: 0, duplicated: 0 };
    const rows = await deps.store.claimDue(deps.now(), later(leaseMs), batchSize, maxAttempts);
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
    // In order: a refund's notification must not overtake its payment's.
    for (const row of toSend) {
      if (await deliver(row)) run.sent += 1;
      else run.retried += 1;
    }
    return run;
  }

  // The shared job loop: never two runs at once, a database outage logged once, stop() waits.
  const job = intervalJob('emulator-notifications', runOnce, {
    intervalMs: deps.intervalMs ?? 500,
    log: deps.log,
  });
  return { runOnce, start: () => job.start(), stop: () => job.stop() };
}
