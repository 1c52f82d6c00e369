import { z } from 'zod';

// The building blocks of the configuration schema (config-vars.ts): value types with one clear
// message each, and the declaration every variable is written with.

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const flag = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => ['true', 'false', '1', '0', 'yes', 'no'].includes(v), {
      message: 'expected true or false',
    })
    .transform((v) => ['true', '1', 'yes'].includes(v));

export const urlWithScheme = (schemes: string[], hint: string) =>
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

/** An http(s) URL reduced to its origin: paths are appended to it. */
export const httpOrigin = () =>
  urlWithScheme(['http:', 'https:'], 'expected an http(s) URL').transform((v) => new URL(v).origin);

/** A JSON object of endpoint URLs (a login provider's, replacing its published ones). */
export const loginEndpoints = () =>
  z
    .string()
    .transform((v, ctx) => {
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'expected a JSON object of URLs' });
        return z.NEVER;
      }
    })
    .pipe(
      z.record(z.string(), z.url({ message: 'expected a JSON object of URLs' }), {
        message: 'expected a JSON object of URLs',
      }),
    );

// Fastify's trustProxy takes a boolean, a hop count or a list of addresses/CIDRs.
export const trustProxy = () =>
  z
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

// A typo (0, a negative, "8s") stops the deploy, not the traffic.
// One whole number in a range, with the same line for every way it can be wrong.
export const wholeNumber = (message: string, min: number, max: number, fallback: number) =>
  z.coerce
    .number({ message })
    .int({ message })
    .min(min, { message })
    .max(max, { message })
    .default(fallback);

export const millis = (min: number, max: number, fallback: number) =>
  wholeNumber(`expected whole milliseconds (${min}-${max})`, min, max, fallback);

/**
 * Demo delivery times, `brand:delayed:settled` in seconds, comma-separated (coolgame:10:30): the
 * brand's tracker says "delayed" after the first and the make-good settles after the second.
 */
export const demoDeliveryTimes = () =>
  z
    .string()
    .trim()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((s) => /^[a-zA-Z]+:\d{1,5}:\d{1,6}$/.test(s)), {
      message: 'expected brand:seconds:seconds entries, like coolgame:10:30',
    })
    .transform((list) =>
      Object.fromEntries(
        list.map((s) => {
          const [brand, delayed, settled] = s.split(':');
          return [brand!, { delayedSeconds: Number(delayed), settledSeconds: Number(settled) }];
        }),
      ),
    )
    .refine((times) => Object.values(times).every((t) => t.settledSeconds > t.delayedSeconds), {
      message: 'expected the settling time after the delay, like coolgame:10:30',
    });

/** A comma list of origins (or the bare `https:` scheme) a Content-Security-Policy may name. */
export const cspSources = () =>
  z
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
      { message: 'expected comma-separated origins like https://cdn.example (or https:)' },
    );

export const secret = (minLength: number) =>
  z.string().min(minLength, { message: `expected at least ${minLength} characters` });

export type VarGroup =
  | 'server'
  | 'database'
  | 'media'
  | 'redis'
  | 'observability'
  | 'security'
  | 'demo'
  | 'payments'
  | 'login'
  | 'limits'
  | 'staff';

/** Headings of .env.example, in this order. */
export const groupTitles: Record<VarGroup, string> = {
  server: 'Server',
  database: 'Database',
  media: 'Pictures (console uploads)',
  redis: 'Redis',
  observability: 'Observability',
  security: 'Security headers',
  limits: 'Orders and limits',
  staff: 'Customer service',
  payments: 'Payments',
  login: 'Third-party login',
  demo: 'Demo and sandbox (development, or production with ALLOW_DEMO_IN_PRODUCTION=true)',
};

/**
 * One environment variable, declared once. `key` is its field in Config; the Config type, the
 * defaults, .env.example and the README table are all derived from these declarations.
 */
export type VarDecl<K extends string = string, T extends z.ZodType = z.ZodType> = {
  key: K;
  type: T;
  group: VarGroup;
  /** One line, shown in .env.example and the README. */
  doc: string;
  /** Never logged; blank in .env.example. */
  secret?: boolean;
  /**
   * Demo-only: with NODE_ENV=production and no staging switch, setting it (a flag: to true)
   * refuses the start, and a flag's default is false.
   */
  demo?: boolean;
  /** The default as written for people, when it is computed (a path, another variable). */
  shownDefault?: string;
  /** A value for .env.example when there is no default worth writing (never for secrets). */
  example?: string;
};

export const envVar = <K extends string, T extends z.ZodType>(decl: VarDecl<K, T>) => decl;

/**
 * A family of variables named by a pattern (`PAY_SECRET_<PROVIDER>_<TENANT>`): documented with
 * the rest, every variable matching `match` is checked with `type` at start.
 */
export type VarFamily = {
  pattern: string;
  match: RegExp;
  type: z.ZodType;
  group: VarGroup;
  doc: string;
  secret?: boolean;
};
