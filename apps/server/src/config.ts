import { z } from 'zod';
import { families, vars } from './config-vars.ts';

export { defaultWebDistDir } from './config-vars.ts';

type Vars = typeof vars;
type Declared = { -readonly [N in keyof Vars as Vars[N]['key']]: z.output<Vars[N]['type']> };

/** The parsed environment: one field per declared variable (config-vars.ts), plus what follows. */
export type Config = Omit<
  Declared,
  'paymentSandboxUrl' | 'demoIdpUrl' | 'consoleHosts' | 'trackingForward'
> & {
  /** Where the store calls the built-in sandbox gateway; default this server over the loopback. */
  paymentSandboxUrl: string;
  /** Where the server calls the local identity provider; default this server over the loopback. */
  demoIdpUrl: string;
  /**
   * The sandbox gateway, the demo game's endpoints and demo settings are on: any NODE_ENV but
   * production, or production with ALLOW_DEMO_IN_PRODUCTION (a staging shop).
   */
  demoFeatures: boolean;
  /** The publisher console's hosts (lower-case names, no port); empty: no console. */
  consoleHosts: readonly string[];
  /** Tracking events go on to the brands' gateways: TRACKING_FORWARD, else on in production only. */
  trackingForward: boolean;
};

export type VarName = keyof Vars;
export const varNames = Object.keys(vars) as VarName[];

const envSchema = z.object(
  Object.fromEntries(varNames.map((name) => [name, vars[name].type])) as {
    [N in VarName]: Vars[N]['type'];
  },
);

const demoRefusal = (name: string) =>
  `${name}: demo-only, refused with NODE_ENV=production (a staging shop sets ALLOW_DEMO_IN_PRODUCTION=true)`;

/**
 * Parses the environment once. Throws an Error with one line per bad field
 * (`PORT: expected a number between 1 and 65535`) so a broken deploy is fixed in one round.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty value (e.g. `PORT=` in a compose file) means "not set", not "invalid".
  const isSet = (name: string) => env[name] !== undefined && env[name].trim() !== '';
  const present = Object.fromEntries(
    varNames.filter(isSet).map((name) => [name, env[name]] as const),
  );
  const lines: string[] = [];
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    lines.push(...parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  for (const name of Object.keys(env).sort()) {
    const family = families.find((f) => f.match.test(name));
    if (!family || !isSet(name)) continue;
    const value = family.type.safeParse(env[name]!.trim());
    if (!value.success) lines.push(`${name}: ${value.error.issues[0]!.message}`);
  }
  if (!parsed.success || lines.length) throw new Error(lines.join('\n'));

  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const demoFeatures = !production || e.ALLOW_DEMO_IN_PRODUCTION;
  if (production) {
    for (const name of varNames) {
      if (!('demo' in vars[name]) || !isSet(name)) continue;
      // A demo flag set to false is the production value, not a demo setting.
      if (e[name] === false) continue;
      if (!e.ALLOW_DEMO_IN_PRODUCTION) lines.push(demoRefusal(name));
    }
    if (e.ALLOW_DEMO_IN_PRODUCTION && !e.PAYMENT_SANDBOX_SECRET) {
      lines.push(
        'PAYMENT_SANDBOX_SECRET: required with NODE_ENV=production and ALLOW_DEMO_IN_PRODUCTION=true (the sandbox is on)',
      );
    }
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    lines.push(`METRICS_PORT: expected a port other than PORT (${e.PORT})`);
  }
  if (e.DB_QUERY_TIMEOUT_MS <= e.DB_STATEMENT_TIMEOUT_MS) {
    lines.push(
      `DB_QUERY_TIMEOUT_MS: expected more than DB_STATEMENT_TIMEOUT_MS (${e.DB_STATEMENT_TIMEOUT_MS})`,
    );
  }
  if (e.MEDIA_STORE === 's3') {
    if (!e.MEDIA_S3_BUCKET) lines.push('MEDIA_S3_BUCKET: required with MEDIA_STORE=s3');
    if (!e.MEDIA_PUBLIC_URL) lines.push('MEDIA_PUBLIC_URL: required with MEDIA_STORE=s3');
  }
  if (lines.length) throw new Error(lines.join('\n'));

  const declared = Object.fromEntries(
    varNames.map((name) => {
      // In production a demo flag left unset is off: the demo is opt-in there.
      const value = production && 'demo' in vars[name] && !isSet(name) && e[name] === true;
      return [vars[name].key, value ? false : e[name]];
    }),
  ) as Declared;
  return {
    ...declared,
    paymentSandboxUrl: e.PAYMENT_SANDBOX_URL ?? `http://127.0.0.1:${e.PORT}`,
    demoIdpUrl: e.DEMO_IDP_URL ?? `http://127.0.0.1:${e.PORT}`,
    demoFeatures,
    // The demo opens the console on console.localhost; production names its staff host.
    consoleHosts: e.CONSOLE_HOSTS ?? (demoFeatures ? ['console.localhost'] : []),
    trackingForward: e.TRACKING_FORWARD ?? production,
    // Pictures in a bucket are read from its public origin: the pages must be allowed to load them.
    cspImgSrc:
      e.MEDIA_STORE === 's3' && e.MEDIA_PUBLIC_URL
        ? [...new Set([...declared.cspImgSrc, new URL(e.MEDIA_PUBLIC_URL).origin])]
        : declared.cspImgSrc,
  };
}
