import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

// What the current async work is doing on behalf of: a request (its id) or a background job run.
// Lines written by code that holds a module logger (app.log.child) rather than request.log —
// services, the rate-limit store, the database client, the jobs — get the id through pino's mixin.
type LogContext = { reqId: string } | { runId: string };

const current = new AsyncLocalStorage<LogContext>();

// Set on the logger Fastify makes per request (and inherited by its children through pino's
// prototype chain): those lines already carry reqId as a binding.
const hasRequestBinding = Symbol('hasRequestBinding');

type Marked = { [hasRequestBinding]?: true };

/** Marks a logger as already carrying reqId (Fastify's childLoggerFactory does it per request). */
export function markRequestLogger<T extends object>(logger: T): T {
  (logger as Marked)[hasRequestBinding] = true;
  return logger;
}

/** pino's `mixin`: the reqId or runId of the work in progress, unless the logger has it bound. */
export function logContextMixin(_merge: object, _level: number, logger: unknown): object {
  if ((logger as Marked | undefined)?.[hasRequestBinding]) return {};
  return current.getStore() ?? {};
}

/** Runs `next` (and everything it starts) as part of request `reqId`. */
export function runInRequest(reqId: string, next: () => void): void {
  current.run({ reqId }, next);
}

/** Runs one job run with a runId on its log lines; a run inside a run keeps the outer id. */
export function runAsJob<T>(fn: () => Promise<T>): Promise<T> {
  const store = current.getStore();
  if (store && 'runId' in store) return fn();
  return current.run({ runId: randomUUID() }, fn);
}
