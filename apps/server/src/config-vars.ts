import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  cspSources,
  demoDeliveryTimes,
  envVar,
  flag,
  httpOrigin,
  loginEndpoints,
  logLevels,
  millis,
  secret,
  trustProxy,
  urlWithScheme,
  wholeNumber,
  type VarFamily,
} from './config-kit.ts';

// Every environment variable the server reads, declared once. To add one: one entry here, then
// `npm run env:example` (rewrites .env.example and the README table; a test fails until you do).

// Same relative hop from src/config-vars.ts (tsx, tests) and from dist/*.js (bundle).
const here = path.dirname(fileURLToPath(import.meta.url));
export const defaultWebDistDir = path.resolve(here, '../../web/dist');
export const defaultConsoleDistDir = path.resolve(here, '../../console/dist');

// Facebook's newest Graph API version when this default was last set (v26.0, released 29 July 2026;
// v19.0 stopped working on 21 May 2026). Each version lives about two years:
// https://developers.facebook.com/docs/graph-api/changelog/versions/
export const FACEBOOK_GRAPH_VERSION_DEFAULT = 'v26.0';

const wholeIn = (unit: string, min: number, max: number, fallback: number) =>
  wholeNumber(`expected a whole number${unit} (${min}-${max})`, min, max, fallback);

export const vars = {
  // Server
  NODE_ENV: envVar({
    key: 'nodeEnv',
    group: 'server',
    type: z
      .enum(['development', 'production', 'test'], {
        message: 'expected development, production or test',
      })
      .default('development'),
    doc: 'development, production or test; production turns the demo off (docs/decisions/0016)',
  }),
  PORT: envVar({
    key: 'port',
    group: 'server',
    type: wholeNumber('expected a number between 1 and 65535', 1, 65535, 8080),
    doc: 'port the shop listens on',
  }),
  HOST: envVar({
    key: 'host',
    group: 'server',
    type: z.string().trim().min(1).default('0.0.0.0'),
    doc: 'address to listen on',
  }),
  LOG_LEVEL: envVar({
    key: 'logLevel',
    group: 'server',
    type: z.enum(logLevels, { message: `expected one of ${logLevels.join(', ')}` }).default('info'),
    doc: 'pino level: fatal, error, warn, info, debug, trace or silent',
  }),
  TRUST_PROXY: envVar({
    key: 'trustProxy',
    group: 'server',
    type: trustProxy().default(false),
    doc: '`true`, a hop count, or a comma list of proxy addresses/CIDRs (client IP for rate limits)',
  }),
  WEB_DIST_DIR: envVar({
    key: 'webDistDir',
    group: 'server',
    type: z
      .string()
      .trim()
      .min(1)
      .transform((v) => path.resolve(v))
      .default(defaultWebDistDir),
    shownDefault: 'apps/web/dist',
    doc: 'the built web app the server serves',
  }),
  CONSOLE_DIST_DIR: envVar({
    key: 'consoleDistDir',
    group: 'server',
    type: z
      .string()
      .trim()
      .min(1)
      .transform((v) => path.resolve(v))
      .default(defaultConsoleDistDir),
    shownDefault: 'apps/console/dist',
    doc: 'the built publisher console the server serves on CONSOLE_HOSTS',
  }),
  FIRST_SCREEN_BUDGET_MS: envVar({
    key: 'firstScreenBudgetMs',
    group: 'server',
    type: millis(0, 60_000, 1_000),
    doc: 'how long the goods page waits for its server-rendered first screen before going out for the browser to render (ADR 0031); 0 turns server rendering off',
  }),
  FIRST_SCREEN_QUEUE: envVar({
    key: 'firstScreenQueue',
    group: 'server',
    type: wholeIn('', 1, 1000, 4),
    doc: 'goods-page renders running or waiting (they take turns); past it the page goes out at once for the browser to render',
  }),
  PUBLIC_ERROR_REPORT_URL: envVar({
    key: 'publicErrorReportUrl',
    group: 'server',
    type: urlWithScheme(['http:', 'https:'], 'expected an http(s) URL').optional(),
    doc: 'endpoint the app reports failed API calls to (passed to the browser)',
  }),
  REQUEST_TIMEOUT_MS: envVar({
    key: 'requestTimeoutMs',
    group: 'server',
    type: millis(1_000, 600_000, 30_000),
    doc: 'a request whose headers and body have not fully arrived by then is answered 408 and closed (a slow-body client cannot hold a connection open)',
  }),
  JOBS_ENABLED: envVar({
    key: 'jobsEnabled',
    group: 'server',
    type: flag().default(true),
    doc: 'run the background jobs (delivery relay, expiry sweep, sandbox callbacks) in this process',
  }),

  // Database
  DATABASE_URL: envVar({
    key: 'databaseUrl',
    group: 'database',
    type: urlWithScheme(
      ['postgres:', 'postgresql:'],
      'expected a postgres:// or postgresql:// URL',
    ).optional(),
    secret: true,
    doc: 'PostgreSQL connection URL; when unset the embedded PGlite database is used',
  }),
  DATABASE_SCHEMA: envVar({
    key: 'databaseSchema',
    group: 'database',
    type: z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, { message: 'expected a lower-case SQL identifier' })
      .optional(),
    doc: 'PostgreSQL schema to work in (created when missing; tests use a random one each)',
  }),
  DATA_DIR: envVar({
    key: 'dataDir',
    group: 'database',
    type: z.string().trim().min(1).default('./data'),
    doc: 'where PGlite keeps its files; `:memory:` keeps nothing',
  }),
  // Pictures (console uploads, docs/OPERATIONS.md "Media storage")
  MEDIA_STORE: envVar({
    key: 'mediaStore',
    group: 'media',
    type: z.enum(['local', 's3'], { message: 'expected local or s3' }).default('local'),
    doc: 'where uploaded pictures go: `local` (MEDIA_DIR, served by the shop) or `s3` (an S3-compatible bucket; credentials from the AWS_* environment)',
  }),
  MEDIA_DIR: envVar({
    key: 'mediaDir',
    group: 'media',
    type: z
      .string()
      .trim()
      .min(1)
      .transform((v) => path.resolve(v))
      .optional(),
    shownDefault: 'DATA_DIR/media',
    doc: "the local store's folder (with DATA_DIR=:memory:, a folder under the system's temp dir)",
  }),
  MEDIA_MAX_BYTES: envVar({
    key: 'mediaMaxBytes',
    group: 'media',
    type: wholeIn(' of bytes', 10_000, 50_000_000, 5_000_000),
    doc: 'largest picture file an operator may upload (HTTP 413 past it)',
  }),
  MEDIA_S3_BUCKET: envVar({
    key: 'mediaS3Bucket',
    group: 'media',
    type: z.string().trim().min(1).optional(),
    doc: 'the bucket pictures are written to (required with MEDIA_STORE=s3)',
  }),
  MEDIA_S3_REGION: envVar({
    key: 'mediaS3Region',
    group: 'media',
    type: z.string().trim().min(1).default('us-east-1'),
    doc: "the bucket's region",
  }),
  MEDIA_S3_ENDPOINT: envVar({
    key: 'mediaS3Endpoint',
    group: 'media',
    type: urlWithScheme(['http:', 'https:'], 'expected an http(s) URL').optional(),
    doc: "an S3-compatible service's endpoint (MinIO, R2, …); unset: AWS",
  }),
  MEDIA_S3_FORCE_PATH_STYLE: envVar({
    key: 'mediaS3ForcePathStyle',
    group: 'media',
    type: flag().default(false),
    doc: 'address the bucket as ENDPOINT/BUCKET/key instead of BUCKET.ENDPOINT/key (MinIO-like stores)',
  }),
  MEDIA_PUBLIC_URL: envVar({
    key: 'mediaPublicUrl',
    group: 'media',
    type: urlWithScheme(['https:'], 'expected an https:// URL')
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
    example: 'https://media.example.com/topup',
    doc: "where the bucket's pictures are read by browsers (required with MEDIA_STORE=s3; its origin joins the CSP's img-src)",
  }),

  DB_STATEMENT_TIMEOUT_MS: envVar({
    key: 'dbStatementTimeoutMs',
    group: 'database',
    type: millis(100, 600_000, 8_000),
    doc: 'PostgreSQL cancels a statement running longer (the request answers 503, -503)',
  }),
  DB_QUERY_TIMEOUT_MS: envVar({
    key: 'dbQueryTimeoutMs',
    group: 'database',
    type: millis(100, 600_000, 10_000),
    doc: 'the app gives up on a query without answer (stalled database); above the statement one',
  }),
  DB_CONNECT_TIMEOUT_MS: envVar({
    key: 'dbConnectTimeoutMs',
    group: 'database',
    type: millis(100, 60_000, 5_000),
    doc: 'longest wait for a PostgreSQL connection, new or free in the pool',
  }),
  DB_IDLE_TIMEOUT_MS: envVar({
    key: 'dbIdleTimeoutMs',
    group: 'database',
    type: millis(1_000, 3_600_000, 30_000),
    doc: 'an idle pooled PostgreSQL connection is closed after this',
  }),

  // Redis
  REDIS_URL: envVar({
    key: 'redisUrl',
    group: 'redis',
    type: urlWithScheme(['redis:', 'rediss:'], 'expected a redis:// or rediss:// URL').optional(),
    secret: true,
    doc: 'Redis for rate-limit counters shared by several instances; in memory when unset',
  }),
  REDIS_CMD_TIMEOUT_MS: envVar({
    key: 'redisCommandTimeoutMs',
    group: 'redis',
    type: millis(50, 60_000, 500),
    doc: 'a rate-limit count Redis has not answered by then is taken in memory (decision 0009)',
  }),
  REDIS_CONN_TIMEOUT_MS: envVar({
    key: 'redisConnectTimeoutMs',
    group: 'redis',
    type: millis(50, 60_000, 1_000),
    doc: 'longest wait for a Redis connection',
  }),

  // Observability
  METRICS_PORT: envVar({
    key: 'metricsPort',
    group: 'observability',
    type: z.coerce
      .number({ message: 'expected a number between 1 and 65535' })
      .int({ message: 'expected a number between 1 and 65535' })
      .min(1, { message: 'expected a number between 1 and 65535' })
      .max(65535, { message: 'expected a number between 1 and 65535' })
      .optional(),
    doc: 'port of the Prometheus endpoint (GET /metrics), apart from PORT so brand hosts never serve it; unset: not served',
  }),
  METRICS_HOST: envVar({
    key: 'metricsHost',
    group: 'observability',
    type: z.string().trim().min(1).default('127.0.0.1'),
    doc: 'address the metrics port binds to; loopback unless the scraper is on another machine',
  }),
  TRACKING_FORWARD: envVar({
    key: 'trackingForward',
    group: 'observability',
    type: flag().optional(),
    shownDefault: 'true in production, else false',
    doc: "forward tracking events to each brand's data-collection gateway (brand file `dataGateway`), in batches in the background",
  }),
  CLIENT_ERRORS_KEEP: envVar({
    key: 'clientErrorsKeep',
    group: 'observability',
    type: wholeIn('', 100, 1_000_000, 10_000),
    doc: 'client error reports kept per brand; older ones are pruned as new ones arrive',
  }),

  // Security headers
  CSP_IMG_SRC: envVar({
    key: 'cspImgSrc',
    group: 'security',
    type: cspSources().default([]),
    shownDefault: 'none',
    doc: 'extra image origins the Content-Security-Policy allows (e.g. a catalog icon CDN), comma-separated',
  }),
  CSP_CONNECT_SRC: envVar({
    key: 'cspConnectSrc',
    group: 'security',
    type: cspSources().default([]),
    shownDefault: 'none',
    doc: 'extra origins the app may call (besides its own, its backup hosts and the error-report URL)',
  }),
  CSP_SCRIPT_SRC: envVar({
    key: 'cspScriptSrc',
    group: 'security',
    type: cspSources().default([]),
    shownDefault: 'none',
    doc: "extra script origins (e.g. a live provider's drop-in component)",
  }),
  CSP_FRAME_SRC: envVar({
    key: 'cspFrameSrc',
    group: 'security',
    type: cspSources().default([]),
    shownDefault: 'none',
    doc: "extra frame origins (e.g. a live provider's card fields: Adyen's checkoutshopper hosts)",
  }),
  HSTS_MAX_AGE: envVar({
    key: 'hstsMaxAge',
    group: 'security',
    type: wholeNumber('expected whole seconds (0-63072000)', 0, 63_072_000, 31_536_000),
    doc: 'Strict-Transport-Security max-age on answers to requests that arrived over TLS; 0: none',
  }),

  // Orders and limits
  ORDER_TTL_MINUTES: envVar({
    key: 'orderTtlMinutes',
    group: 'limits',
    type: wholeNumber('expected a whole number of minutes (5-1440)', 5, 1440, 30),
    doc: 'an unpaid order expires after this many minutes',
  }),
  MAX_UNPAID_ORDERS: envVar({
    key: 'maxUnpaidOrders',
    group: 'limits',
    type: wholeIn('', 1, 10000, 10),
    doc: 'open unpaid orders one account may hold per brand; beyond that pay calls answer -429',
  }),
  RELAY_MAX_ATTEMPTS: envVar({
    key: 'relayMaxAttempts',
    group: 'limits',
    type: wholeIn('', 1, 100, 8),
    doc: 'delivery attempts to the game (backing off from 10 s to 15 min) before a delivery is parked as failed for support to replay',
  }),
  ORDER_TRACK_STREAM_SECONDS: envVar({
    key: 'orderTrackStreamSeconds',
    group: 'limits',
    type: wholeIn('', 1, 3600, 600),
    doc: "how long one live order-tracker stream (/api/pay/orderTrack/stream) stays open before it ends and the browser reconnects; keep it under the proxy's idle timeout",
  }),
  ORDER_TRACK_STREAMS_PER_PLAYER: envVar({
    key: 'orderTrackStreamsPerPlayer',
    group: 'limits',
    type: wholeIn('', 1, 1000, 5),
    doc: 'live order-tracker streams one account may hold open on one instance; past it the stream answers -429 and the app polls instead',
  }),
  ORDER_TRACK_STREAMS_PER_INSTANCE: envVar({
    key: 'orderTrackStreamsPerInstance',
    group: 'limits',
    type: wholeIn('', 1, 100000, 1000),
    doc: 'live order-tracker streams one instance holds open in all; past it new streams answer -429 (streams of one order share one database read per second)',
  }),
  PAY_RATE_LIMIT: envVar({
    key: 'payRateLimit',
    group: 'limits',
    type: wholeIn('', 1, 10000, 10),
    doc: 'order-creating pay calls per minute per login (3× that per address), then -429',
  }),

  // Customer service
  STAFF_API_TOKEN: envVar({
    key: 'staffApiToken',
    group: 'staff',
    type: z.string().trim().min(24, { message: 'expected at least 24 characters' }).optional(),
    secret: true,
    doc: 'bearer token of the customer-service endpoints (≥ 24 characters); unset, they answer -403',
  }),

  SECRETS_KEY: envVar({
    key: 'secretsKey',
    group: 'staff',
    type: secret(32).optional(),
    secret: true,
    doc: "key (≥ 32 characters) sealing stored secrets such as game servers' HMAC keys (AES-256-GCM); unset: stored as given",
  }),
  CONSOLE_TOKEN_TTL_DAYS: envVar({
    key: 'consoleTokenTtlDays',
    group: 'staff',
    type: wholeIn(' of days', 1, 3650, 90),
    doc: 'how long a console API token works after it is made (the longest a staff member may choose; ADR 0032)',
  }),
  GAME_GATEWAY_PRIVATE_URLS: envVar({
    key: 'gameGatewayPrivateUrls',
    group: 'staff',
    type: flag().default(false),
    doc: "allow game server URLs on loopback, private or link-local addresses in production (a game server inside the shop's own network)",
  }),
  CONSOLE_HOSTS: envVar({
    key: 'consoleHosts',
    group: 'staff',
    type: z
      .string()
      .trim()
      .transform((v) =>
        v
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .regex(/^[a-z0-9.-]+$/, { message: 'expected host names without port or scheme' }),
        ),
      )
      .optional(),
    shownDefault: 'console.localhost (demo); none in production',
    doc: "comma list of the publisher console's host names; the console and /api/console answer only there",
  }),

  // Payments
  PAYMENT_CREDENTIALS_FILE: envVar({
    key: 'paymentCredentialsFile',
    group: 'payments',
    type: z.string().trim().min(1).optional(),
    doc: 'JSON file of each brand\'s provider credentials and mode (emulator, test, live); fields may be {"env": "NAME"} (docs/PAYMENTS.md)',
  }),

  // Third-party login
  FACEBOOK_GRAPH_VERSION: envVar({
    key: 'facebookGraphVersion',
    group: 'login',
    type: z
      .string()
      .trim()
      .regex(/^v\d{1,3}\.\d{1,2}$/, 'expected a Graph API version such as v26.0')
      .default(FACEBOOK_GRAPH_VERSION_DEFAULT),
    doc: "Facebook Graph API version of the login dialog and token checks (Facebook keeps each about two years: move it on before it expires, README 'Third-party login')",
  }),

  // Demo and sandbox
  ALLOW_DEMO_IN_PRODUCTION: envVar({
    key: 'allowDemoInProduction',
    group: 'demo',
    type: flag().default(false),
    doc: 'staging switch: with NODE_ENV=production, mount the sandbox and demo game and allow demo settings',
  }),
  SEED_DEMO: envVar({
    key: 'seedDemo',
    group: 'demo',
    type: flag().default(true),
    demo: true,
    doc: 'seed the demo accounts, goods, cards and codes of every brand at start (idempotent); production: false',
  }),
  PAYMENT_SANDBOX_SECRET: envVar({
    key: 'paymentSandboxSecret',
    group: 'demo',
    type: secret(32).optional(),
    secret: true,
    demo: true,
    doc: 'master secret of the sandbox providers (≥ 32 characters); unset: random per process; required with DATABASE_URL (shared by instances) and in production with the sandbox',
  }),
  PAYMENT_SANDBOX_URL: envVar({
    key: 'paymentSandboxUrl',
    group: 'demo',
    type: httpOrigin().optional(),
    demo: true,
    shownDefault: 'http://127.0.0.1:<PORT>',
    doc: 'origin the server calls its sandbox gateway at',
  }),
  SANDBOX_PUBLIC_URL: envVar({
    key: 'paymentSandboxPublicUrl',
    group: 'demo',
    type: httpOrigin().optional(),
    demo: true,
    doc: 'origin of sandbox checkout links; unset: the brand host the player is on, from config',
  }),
  DEMO_IDP: envVar({
    key: 'demoIdp',
    group: 'demo',
    type: flag().default(true),
    demo: true,
    doc: 'mount the local identity provider (/demo-idp/*) and point every third-party login without LOGIN_ENDPOINTS_<PROVIDER> at it; production: false',
  }),
  DEMO_IDP_URL: envVar({
    key: 'demoIdpUrl',
    group: 'demo',
    type: httpOrigin().optional(),
    demo: true,
    shownDefault: 'http://127.0.0.1:<PORT>',
    doc: "origin the server calls the local identity provider at (also its tokens' issuer)",
  }),
  DEMO_DELIVERY_SECONDS: envVar({
    key: 'demoDeliverySeconds',
    group: 'demo',
    type: demoDeliveryTimes().optional(),
    demo: true,
    example: 'coolgame:10:30',
    doc: 'brand:delayed:settled in seconds, comma-separated: those brands\' deliveryDelayMinutes and deliveryLimitMinutes become seconds, to show "delayed" and the make-good in a demo or E2E run',
  }),
  SANDBOX_CALLBACK_CHAOS: envVar({
    key: 'sandboxCallbackChaos',
    group: 'demo',
    type: flag().default(true),
    demo: true,
    doc: 'the sandbox sometimes sends a callback twice or late, like real providers; production: false',
  }),
} as const;

/** Variables named by a pattern, read by the payment providers at start. */
export const families: readonly VarFamily[] = [
  {
    pattern: 'PAY_MODE_<PROVIDER>',
    match: /^PAY_MODE_[A-Z0-9_]+$/,
    type: z.enum(['sandbox'], {
      message:
        'expected sandbox (a brand test or live provider is set in PAYMENT_CREDENTIALS_FILE; Travellet, PingPong, FunTap, WelcomePay and platform pay have no test or live mode yet: docs/PAYMENTS.md)',
    }),
    group: 'payments',
    doc: "mode of a provider's generic adapter (e.g. PAY_MODE_PAYPAL): sandbox; a brand's test or live provider is set in PAYMENT_CREDENTIALS_FILE",
  },
  {
    pattern: 'PAY_SECRET_<PROVIDER>_<TENANT>',
    match: /^PAY_SECRET_[A-Z0-9_]+$/,
    type: secret(16),
    group: 'payments',
    secret: true,
    doc: 'secret one brand shares with one provider (e.g. PAY_SECRET_PAYPAL_WATT); unset: derived from PAYMENT_SANDBOX_SECRET',
  },
  {
    pattern: 'LOGIN_ENDPOINTS_<PROVIDER>',
    match: /^LOGIN_ENDPOINTS_[A-Z0-9_]+$/,
    type: loginEndpoints(),
    group: 'login',
    doc: "JSON of a login provider's endpoints replacing its published ones (e.g. LOGIN_ENDPOINTS_GOOGLE={\"issuer\":...}; fields per provider in README 'Third-party login')",
  },
  {
    pattern: 'LOGIN_SECRET_<PROVIDER>_<TENANT>',
    match: /^LOGIN_SECRET_[A-Z0-9_]+$/,
    type: secret(8),
    group: 'login',
    secret: true,
    doc: "a brand's secret at a login provider (e.g. LOGIN_SECRET_GOOGLE_WATT: client secret; Apple and X take JSON, README 'Third-party login'); unset with DEMO_IDP: the local provider's",
  },
];
