import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';

// Made once per process when PAYMENT_SANDBOX_SECRET is unset: secrets then change on every restart
// and differ between instances, which is fine for one instance on its own embedded database only.
let processMaster: string | undefined;
let warned = false;

function masterSecret(config: Pick<Config, 'paymentSandboxSecret'>): string {
  if (config.paymentSandboxSecret) return config.paymentSandboxSecret;
  processMaster ??= randomBytes(32).toString('hex');
  return processMaster;
}

/**
 * Why this configuration cannot start, or null. On PostgreSQL several instances may share the
 * database (and do behind a load balancer): a payment one instance's sandbox signs is verified by
 * another, so a random secret per process would refuse every other callback and merchant call
 * (docs/decisions/0012-several-instances.md). PGlite is one process by construction.
 */
export function sharedSecretProblem(
  config: Pick<Config, 'paymentSandboxSecret' | 'databaseUrl'>,
): string | null {
  if (config.paymentSandboxSecret || !config.databaseUrl) return null;
  return (
    'PAYMENT_SANDBOX_SECRET: required with DATABASE_URL (instances sharing a database sign and ' +
    'verify sandbox payments with one secret); set it to 32 or more random characters'
  );
}

/**
 * At start: refuses a shared database without PAYMENT_SANDBOX_SECRET, and logs once per process
 * when the embedded database runs with a random one.
 */
export function checkMasterSecret(
  config: Pick<Config, 'paymentSandboxSecret' | 'databaseUrl'>,
  log: FastifyBaseLogger,
): void {
  const problem = sharedSecretProblem(config);
  if (problem) throw new Error(problem);
  if (config.paymentSandboxSecret || warned) return;
  warned = true;
  log.warn(
    'PAYMENT_SANDBOX_SECRET is not set: payment provider secrets are random for this process ' +
      '(fine for one instance on the embedded database)',
  );
}

/** `PAY_SECRET_<PROVIDER>_<TENANTID>`, upper-case: a live secret shared with the provider. */
export function providerSecretEnvName(tenantId: string, providerKey: string): string {
  return `PAY_SECRET_${providerKey}_${tenantId}`.toUpperCase().replace(/[^A-Z0-9_]/g, '_');
}

/**
 * The secret one tenant shares with one provider: the env override if set, else derived from the
 * master secret so every (tenant, provider) pair has its own and one leaked pair exposes no other.
 */
export function providerSecret(
  config: Pick<Config, 'paymentSandboxSecret'>,
  tenantId: string,
  providerKey: string,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const override = env[providerSecretEnvName(tenantId, providerKey)]?.trim();
  if (override) return override;
  return createHmac('sha256', masterSecret(config))
    .update(`${tenantId}:${providerKey}`)
    .digest('hex');
}

/** Hex HMAC-SHA256 over `${timestamp}.${rawBody}` (callbacks and merchant API calls alike). */
export function sign(secret: string, timestamp: string | number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** Timing-safe check of a hex signature; anything malformed is simply not valid. */
export function verifySignature(
  secret: string,
  timestamp: string | number,
  rawBody: string,
  signature: string | undefined,
): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(sign(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

export const SIGNATURE_WINDOW_SECONDS = 300;

/** A unix-seconds timestamp string within ±300 s of now. */
export function isFreshTimestamp(
  timestamp: string | undefined,
  now: Date,
  windowSeconds = SIGNATURE_WINDOW_SECONDS,
): boolean {
  if (typeof timestamp !== 'string' || !/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(Math.floor(now.getTime() / 1000) - Number(timestamp)) <= windowSeconds;
}
