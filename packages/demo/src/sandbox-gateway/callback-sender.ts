import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@topup/server/config';
import type { Db } from '@topup/server/db/client';
import { providerSecret, sign } from '@topup/server/modules/payments/secrets';
import {
  createSandboxRepository,
  type SandboxCallback,
  type SandboxPayment,
} from './repository.ts';
import { wakeLoop } from '@topup/server/lib/wake-loop';
import {
  createHttpTransport,
  type HttpTransport as Transport,
  type TransportResponse,
} from '@topup/server/lib/http-transport';

export type SenderRun = { sent: number; retried: number; delayed: number; duplicated: number };
export type SandboxCallbackSender = {
  runOnce(): Promise<SenderRun>;
  start(): void;
  stop(): Promise<void>;
  /** A callback was queued: send now rather than at the next poll. */
  wake(): void;
};

const batchSize = 50;
const leaseMs = 60_000;
const maxDelayMs = 5 * 60_000;
// At the 5-minute cap this keeps trying for more than a day before giving up.
export const maxCallbackAttempts = 400;
export const chaosRate = 0.2;
export const chaosDelayMs = 3_000;
export const chaosCopyDelayMs = 5_000;

/** 1 s, 2 s, 4 s … after the n-th failed attempt, capped at 5 minutes. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(1000 * 2 ** Math.max(0, failedAttempts - 1), maxDelayMs);
}

function acknowledged(response: TransportResponse): boolean {
  if (response.status < 200 || response.status >= 300) return false;
  try {
    return (JSON.parse(response.body) as { code?: unknown }).code === 1;
  } catch {
    return false;
  }
}

// A row nobody has touched yet: never attempted, and not itself a chaos copy or hold-back.
const isFresh = (row: SandboxCallback) => row.attempts === 0 && row.lastError === null;

/**
 * Sends queued callbacks to each payment's notify_url, signed like a real provider
 * (x-pay-timestamp, x-pay-signature), until the store answers 2xx with code 1. With chaos on, a
 * fresh callback sometimes gets a second copy queued a little later, and sometimes its first
 * attempt is held back, so the store sees duplicates and late arrivals.
 */
export function createSandboxCallbackSender(deps: {
  db: Db;
  config: Pick<Config, 'paymentSandboxSecret' | 'sandboxCallbackChaos'>;
  transport?: Transport;
  now?: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  random?: () => number;
  /** The poll between wake-ups (a crashed instance's leased rows come back on it). */
  intervalMs?: number;
}): SandboxCallbackSender {
  const repo = createSandboxRepository(deps.db);
  const transport = deps.transport ?? createHttpTransport();
  const now = deps.now ?? (() => new Date());
  const random = deps.random ?? Math.random;
  // A retry or a held-back callback: the running sender wakes for it then.
  let dueIn: (ms: number) => void = () => {};
  const later = (ms: number) => {
    dueIn(ms);
    return new Date(now().getTime() + ms);
  };

  async function deliver(row: SandboxCallback, payment: SandboxPayment): Promise<boolean> {
    const rawBody = JSON.stringify(row.body);
    const timestamp = String(Math.floor(now().getTime() / 1000));
    const secret = providerSecret(deps.config, payment.tenantId, payment.provider);
    let failure: string;
    try {
      const response = await transport(payment.notifyUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-pay-timestamp': timestamp,
          'x-pay-signature': sign(secret, timestamp, rawBody),
        },
        body: rawBody,
      });
      if (acknowledged(response)) {
        await repo.markAcked(row.id, row.attempts + 1, now());
        deps.log.info({ eventId: row.eventId, paymentId: row.paymentId }, 'sandbox callback acked');
        return true;
      }
      failure = `HTTP ${response.status}: ${response.body.slice(0, 200)}`;
    } catch (err) {
      failure = err instanceof Error ? err.message : String(err);
    }
    const attempts = row.attempts + 1;
    const delay = attempts >= maxCallbackAttempts ? 0 : retryDelayMs(attempts);
    await repo.reschedule(row.id, { attempts, nextAttemptAt: later(delay), lastError: failure });
    deps.log.warn(
      { eventId: row.eventId, paymentId: row.paymentId, attempts, retryInMs: delay, failure },
      attempts >= maxCallbackAttempts ? 'sandbox callback given up' : 'sandbox callback not acked',
    );
    return false;
  }

  /** One claim, sent; also says how many rows it claimed (a full batch: more may be due). */
  async function claimAndSend(): Promise<{ run: SenderRun; claimed: number }> {
    const run: SenderRun = { sent: 0, retried: 0, delayed: 0, duplicated: 0 };
    const leaseEnd = new Date(now().getTime() + leaseMs);
    const rows = await repo.claimDue(now(), leaseEnd, batchSize, maxCallbackAttempts);
    const payments = await repo.paymentsByIds([...new Set(rows.map((row) => row.paymentId))]);
    const toSend: [SandboxCallback, SandboxPayment][] = [];
    // Chaos draws happen in row order, before any send, so a scripted random is deterministic.
    for (const row of rows) {
      const payment = payments.get(row.paymentId);
      if (!payment) continue; // never deleted; the lease brings the row back if it ever is
      if (deps.config.sandboxCallbackChaos && isFresh(row)) {
        if (random() < chaosRate) {
          await repo.insertCopy(row, later(chaosCopyDelayMs), 'chaos: second copy');
          run.duplicated += 1;
        }
        if (random() < chaosRate) {
          const note = 'chaos: first attempt held back';
          await repo.reschedule(row.id, {
            attempts: 0,
            nextAttemptAt: later(chaosDelayMs),
            lastError: note,
          });
          run.delayed += 1;
          continue;
        }
      }
      toSend.push([row, payment]);
    }
    const results = await Promise.all(toSend.map(([row, payment]) => deliver(row, payment)));
    for (const ok of results) {
      if (ok) run.sent += 1;
      else run.retried += 1;
    }
    return { run, claimed: rows.length };
  }

  // Runs when a callback is queued (the payment's transition announces it) and again at once
  // while batches come back full (issue 32).
  const loop = wakeLoop(
    'sandbox-callbacks',
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
