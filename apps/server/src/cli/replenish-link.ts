import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { StaffReplenishData, StaffReplenishRequest } from '@topup/contracts/replenish';
import { loadTenants } from '@topup/tenants/all-tenants';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { loadConfig } from '../config.ts';
import { createDb } from '../db/client.ts';
import { loadDemo } from '../demo-world.ts';
import { isAppError } from '../plugins/app-error.ts';
import { createReplenishLink, findTenant, replenishUrl } from '../modules/replenish/create-link.ts';

// `npm run replenish -w apps/server -- --tenant watt --user demo --amount 499 --minutes 30`
// Customer service's way to a make-up payment link without the HTTP endpoint: it works on the
// database the environment names (DATABASE_URL, else PGlite under DATA_DIR).

export const usage = `Usage: npm run replenish -- --tenant <id|host> --user <username> --amount <minor units>
  [--client <game client id>] [--minutes <n> | --seconds <n>] [--currency <code>]
  [--reason <text>] [--origin <https://shop host>] [--by <who>]

  --amount is in minor units of the currency: 499 = 4.99 USD; KRW and JPY have none (5500 = ₩5,500).
  --client defaults to the brand's first game (web client); --minutes to 60.`;

export type CliRequest = { request: StaffReplenishRequest; origin: string | undefined };

const whole = (name: string, value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value.trim())) throw new Error(`--${name} must be a whole number: ${value}`);
  return Number(value);
};

/** The command line as the staff endpoint's request; throws with a message for bad input. */
export function parseReplenishArgs(
  argv: readonly string[],
  tenants: readonly Tenant[],
  env: NodeJS.ProcessEnv = process.env,
): CliRequest {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      tenant: { type: 'string' },
      user: { type: 'string' },
      amount: { type: 'string' },
      client: { type: 'string' },
      minutes: { type: 'string' },
      seconds: { type: 'string' },
      currency: { type: 'string' },
      reason: { type: 'string' },
      origin: { type: 'string' },
      by: { type: 'string' },
    },
    strict: true,
  });
  if (!values.tenant || !values.user || !values.amount) {
    throw new Error('--tenant, --user and --amount are required');
  }
  const found = findTenant(tenants, values.tenant);
  if (!found) throw new Error(`Unknown tenant: ${values.tenant}`);
  const clientId = values.client ?? found.tenant.games[0]!.clients.web.clientId;
  const minutes = whole('minutes', values.minutes);
  const seconds = whole('seconds', values.seconds);
  return {
    request: {
      tenant: values.tenant,
      client_id: clientId,
      username: values.user,
      amount_minor: whole('amount', values.amount)!,
      ...(values.currency ? { currency: values.currency.toUpperCase() } : {}),
      ...(minutes !== undefined ? { valid_minutes: minutes } : {}),
      ...(seconds !== undefined ? { valid_seconds: seconds } : {}),
      reason: values.reason ?? '',
      created_by: values.by ?? `cli:${env.USER ?? env.USERNAME ?? 'unknown'}`,
    },
    origin: values.origin,
  };
}

/**
 * Parses, opens the database (migrated, demo data seeded when SEED_DEMO allows, as at start),
 * creates the link and answers the lines to print.
 */
export async function runReplenishCli(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  tenants: readonly Tenant[] = loadTenants(),
): Promise<{ link: StaffReplenishData; lines: string[] }> {
  const { request, origin } = parseReplenishArgs(argv, tenants, env);
  const config = loadConfig(env);
  // npm runs workspace scripts inside apps/server; a relative DATA_DIR means where npm was run.
  const base = env.INIT_CWD ?? process.cwd();
  const dataDir =
    config.dataDir === ':memory:' ? config.dataDir : path.resolve(base, config.dataDir);
  const database = await createDb({ ...config, dataDir });
  try {
    if (config.seedDemo) await (await loadDemo({ config }))?.seed(database.db, tenants);
    const link = await createReplenishLink(database.db, tenants, request, {
      now: new Date(),
      createdBy: request.created_by ?? 'cli',
      origin,
    });
    const tenant = findTenant(tenants, request.tenant)!.tenant;
    const local = `http://${tenant.id.toLowerCase()}.localhost:${config.port}`;
    const lines = [
      `Make-up payment link for ${request.username} on ${tenant.id}, valid until ${link.expires_at}:`,
      link.url,
      ...(origin ? [] : [`local: ${replenishUrl(local, link.replenish_id, link.rp_client_id)}`]),
      `replenish_id: ${link.replenish_id}`,
      `rp_client_id: ${link.rp_client_id}`,
    ];
    return { link, lines };
  } finally {
    await database.close();
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);

if (invokedDirectly) {
  runReplenishCli(process.argv.slice(2)).then(
    ({ lines }) => console.log(lines.join('\n')),
    (err: unknown) => {
      const message = isAppError(err) || err instanceof Error ? err.message : String(err);
      console.error(`${message}\n\n${usage}`);
      process.exit(1);
    },
  );
}
