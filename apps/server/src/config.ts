import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// Same relative hop from src/config.ts (tsx, tests) and from dist/main.js (bundle).
const here = path.dirname(fileURLToPath(import.meta.url));
export const defaultWebDistDir = path.resolve(here, '../../web/dist');

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const flag = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => ['true', 'false', '1', '0', 'yes', 'no'].includes(v), {
      message: 'expected true or false',
    })
    .transform((v) => ['true', '1', 'yes'].includes(v));

const urlWithScheme = (schemes: string[], hint: string) =>
  z
    .string()
    .trim()
    .refine(
      (v) => {
        try {
          return schemes.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      { message: hint },
    );

// Fastify's trustProxy takes a boolean, a hop count or a list of addresses/CIDRs.
const trustProxy = z
  .string()
  .trim()
  .transform((v): boolean | number | string[] => {
    const lower = v.toLowerCase();
    if (lower === 'true') return true;
    if (lower === 'false') return false;
    if (/^\d+$/.test(v)) return Number(v);
    return v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  });

// Milliseconds between min and max: a typo (0, a negative, "8s") stops the deploy, not the traffic.
// One whole number in a range, with the same line for every way it can be wrong.
const wholeNumber = (message: string, min: number, max: number, fallback: number) =>
  z.coerce
    .number({ message })
    .int({ message })
    .min(min, { message })
    .max(max, { message })
    .default(fallback);

const millis = (min: number, max: number, fallback: number) =>
  wholeNumber(`expected whole milliseconds (${min}-${max})`, min, max, fallback);

// Extra Content-Security-Policy sources: a comma-separated list of origins (`https://cdn.example`,
// `https://*.cdn.example`) or the scheme `https:`; quotes and keywords are ours to write.
const cspSources = z
  .string()
  .trim()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .refine(
    (list) => list.every((s) => /^(https:|https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?)$/.test(s)),
    {
      message: 'expected comma-separated origins like https://cdn.example (or https:)',
    },
  );

const envSchema = z.object({
  PORT: wholeNumber('expected a number between 1 and 65535', 1, 65535, 8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATABASE_URL: urlWithScheme(
    ['postgres:', 'postgresql:'],
    'expected a postgres:// or postgresql:// URL',
  ).optional(),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, { message: 'expected a lower-case SQL identifier' })
    .optional(),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  LOG_LEVEL: z
    .enum(logLevels, { message: `expected one of ${logLevels.join(', ')}` })
    .default('info'),
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      message: 'expected development, production or test',
    })
    .default('development'),
  WEB_DIST_DIR: z.string().trim().min(1).default(defaultWebDistDir),
  PUBLIC_ERROR_REPORT_URL: urlWithScheme(['http:', 'https:'], 'expected an http(s) URL').optional(),
  REDIS_URL: urlWithScheme(
    ['redis:', 'rediss:'],
    'expected a redis:// or rediss:// URL',
  ).optional(),
  SEED_DEMO: flag().default(true),
  TRUST_PROXY: trustProxy.default(false),
  PAYMENT_SANDBOX_SECRET: z
    .string()
    .min(32, { message: 'expected at least 32 characters' })
    .optional(),
  PAYMENT_SANDBOX_URL: urlWithScheme(['http:', 'https:'], 'expected an http(s) URL').optional(),
  SANDBOX_PUBLIC_URL: urlWithScheme(['http:', 'https:'], 'expected an http(s) URL').optional(),
  SANDBOX_CALLBACK_CHAOS: flag().default(true),
  JOBS_ENABLED: flag().default(true),
  ORDER_TTL_MINUTES: wholeNumber('expected a whole number of minutes (5-1440)', 5, 1440, 30),
  MAX_UNPAID_ORDERS: wholeNumber('expected a whole number (1-10000)', 1, 10000, 10),
  PAY_RATE_LIMIT: wholeNumber('expected a whole number (1-10000)', 1, 10000, 10),
  STAFF_API_TOKEN: z
    .string()
    .trim()
    .min(24, { message: 'expected at least 24 characters' })
    .optional(),
  DB_STATEMENT_TIMEOUT_MS: millis(100, 600_000, 8_000),
  DB_QUERY_TIMEOUT_MS: millis(100, 600_000, 10_000),
  DB_CONNECT_TIMEOUT_MS: millis(100, 60_000, 5_000),
  DB_IDLE_TIMEOUT_MS: millis(1_000, 3_600_000, 30_000),
  REDIS_CMD_TIMEOUT_MS: millis(50, 60_000, 500),
  REDIS_CONN_TIMEOUT_MS: millis(50, 60_000, 1_000),
  CSP_IMG_SRC: cspSources.default([]),
  CSP_CONNECT_SRC: cspSources.default([]),
  CSP_SCRIPT_SRC: cspSources.default([]),
  HSTS_MAX_AGE: wholeNumber('expected whole seconds (0-63072000)', 0, 63_072_000, 31_536_000),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  dataDir: string;
  logLevel: (typeof logLevels)[number];
  nodeEnv: 'development' | 'production' | 'test';
  webDistDir: string;
  publicErrorReportUrl: string | undefined;
  redisUrl: string | undefined;
  seedDemo: boolean;
  trustProxy: boolean | number | string[];
  /**
   * Master secret the sandbox providers' per-tenant secrets derive from. Unset: a random one per
   * process (fine for one instance; set it when several instances share the sandbox).
   */
  paymentSandboxSecret: string | undefined;
  /**
   * Where the store calls the built-in sandbox gateway (merchant API, callbacks): configuration,
   * never the request's Host. Default: this server on its own PORT over the loopback.
   */
  paymentSandboxUrl: string;
  /**
   * Origin the sandbox's player-facing checkout links use. Unset: the brand host the player is on
   * (its configured scheme; `<id>.localhost` on PORT).
   */
  paymentSandboxPublicUrl: string | undefined;
  /** The sandbox sometimes sends a callback twice or late, like real providers. */
  sandboxCallbackChaos: boolean;
  /** Background jobs (delivery relay, expiry sweep, sandbox callbacks); tests drive them by hand. */
  jobsEnabled: boolean;
  orderTtlMinutes: number;
  /** Open (created or pending, unexpired) orders one account may have per brand. */
  maxUnpaidOrders: number;
  /** Order-creating pay calls per minute per login; one address may make 3× as many. */
  payRateLimit: number;
  /**
   * Bearer token of the customer-service endpoints (POST /api/staff/replenishments). Unset: those
   * endpoints answer Forbidden; support then uses the CLI (npm run replenish).
   */
  staffApiToken: string | undefined;
  /** PostgreSQL cancels a statement running longer (server side, the connection stays usable). */
  dbStatementTimeoutMs: number;
  /**
   * The client gives up on a query with no answer (database or network stalled); longer than the
   * statement timeout so a merely slow statement is cancelled by the server first.
   */
  dbQueryTimeoutMs: number;
  /** Waiting for a connection (a new one, or a free one of the pool). */
  dbConnectTimeoutMs: number;
  /** An idle pooled connection is closed after this. */
  dbIdleTimeoutMs: number;
  /** A rate-limit counter command without an answer falls back to the in-process counter. */
  redisCommandTimeoutMs: number;
  redisConnectTimeoutMs: number;
  /**
   * Sources the Content-Security-Policy allows besides the shop's own (and its brand's backup
   * hosts and error-report URL): images (e.g. a catalog's icon CDN), API calls, and scripts
   * (a live provider's drop-in component).
   */
  cspImgSrc: string[];
  cspConnectSrc: string[];
  cspScriptSrc: string[];
  /** Strict-Transport-Security max-age on answers to requests that arrived over TLS; 0: none. */
  hstsMaxAge: number;
};

/**
 * Parses the environment once. Throws an Error with one line per bad field
 * (`PORT: expected a number between 1 and 65535`) so a broken deploy is fixed in one round.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty value (e.g. `PORT=` in a compose file) means "not set", not "invalid".
  const present = Object.fromEntries(
    Object.keys(envSchema.shape)
      .map((key) => [key, env[key]] as const)
      .filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(lines.join('\n'));
  }
  const e = parsed.data;
  if (e.DB_QUERY_TIMEOUT_MS <= e.DB_STATEMENT_TIMEOUT_MS) {
    throw new Error(
      `DB_QUERY_TIMEOUT_MS: expected more than DB_STATEMENT_TIMEOUT_MS (${e.DB_STATEMENT_TIMEOUT_MS})`,
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    dataDir: e.DATA_DIR,
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    publicErrorReportUrl: e.PUBLIC_ERROR_REPORT_URL,
    redisUrl: e.REDIS_URL,
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY,
    paymentSandboxSecret: e.PAYMENT_SANDBOX_SECRET,
    // Origins only: paths are appended to them.
    paymentSandboxUrl: new URL(e.PAYMENT_SANDBOX_URL ?? `http://127.0.0.1:${e.PORT}`).origin,
    paymentSandboxPublicUrl: e.SANDBOX_PUBLIC_URL
      ? new URL(e.SANDBOX_PUBLIC_URL).origin
      : undefined,
    sandboxCallbackChaos: e.SANDBOX_CALLBACK_CHAOS,
    jobsEnabled: e.JOBS_ENABLED,
    orderTtlMinutes: e.ORDER_TTL_MINUTES,
    maxUnpaidOrders: e.MAX_UNPAID_ORDERS,
    payRateLimit: e.PAY_RATE_LIMIT,
    staffApiToken: e.STAFF_API_TOKEN,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    dbQueryTimeoutMs: e.DB_QUERY_TIMEOUT_MS,
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    dbIdleTimeoutMs: e.DB_IDLE_TIMEOUT_MS,
    redisCommandTimeoutMs: e.REDIS_CMD_TIMEOUT_MS,
    redisConnectTimeoutMs: e.REDIS_CONN_TIMEOUT_MS,
    cspImgSrc: e.CSP_IMG_SRC,
    cspConnectSrc: e.CSP_CONNECT_SRC,
    cspScriptSrc: e.CSP_SCRIPT_SRC,
    hstsMaxAge: e.HSTS_MAX_AGE,
  };
}
