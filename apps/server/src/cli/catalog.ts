import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { catalogImportSchema } from '@topup/contracts/catalog-import';
import { loadTenants } from '@topup/tenants/all-tenants';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { loadConfig } from '../config.ts';
import { createDb } from '../db/client.ts';
import { syncTenantGames } from '../db/tenant-sync.ts';
import { CatalogRefused, planCatalog, planCounts } from './catalog-plan.ts';
import { writeCatalog } from './catalog-write.ts';

// `npm run catalog -- import file.json [--dry-run]`: the brands' goods, methods, events, VIP and
// gifts from a file (docs/catalog-import.schema.json). Runs from the bundle (dist/catalog.js), on
// the database the environment names, like the server.

export const usage = `Usage: npm run catalog -- import <file.json> [--dry-run]

  Validates the file against docs/catalog-import.schema.json and the brand files, then writes it
  in one transaction (all or nothing). Importing the same file again changes nothing.
  --dry-run   check the file only; the database is not opened.`;

const MAX_LINES = 30;

/** Reads and checks the file; throws CatalogRefused with one line per problem. */
export async function readCatalogFile(file: string, tenants: readonly Tenant[]) {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new CatalogRefused([`${file}: cannot read the file`]);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new CatalogRefused([`${file}: not JSON (${(err as Error).message})`]);
  }
  const parsed = catalogImportSchema.safeParse(json);
  if (!parsed.success) {
    throw new CatalogRefused(
      parsed.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`),
    );
  }
  return planCatalog(parsed.data, tenants);
}

const describeCounts = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([name, n]) => `${name.replaceAll('_', ' ')} ${n}`)
    .join(', ') || 'nothing';

/** Runs the command; answers the lines to print (throws CatalogRefused or Error otherwise). */
export async function runCatalogCli(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  tenants: readonly Tenant[] = loadTenants(),
): Promise<string[]> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: { 'dry-run': { type: 'boolean', default: false } },
    allowPositionals: true,
    strict: true,
  });
  const [command, fileArg, ...rest] = positionals;
  if (command !== 'import' || !fileArg || rest.length) throw new Error(usage);
  // npm runs scripts at the repository root; a relative path means where npm was run.
  const base = env.INIT_CWD ?? process.cwd();
  const file = path.resolve(base, fileArg);
  const plans = await readCatalogFile(file, tenants);
  const counts = describeCounts(planCounts(plans));
  const names = plans.map((p) => p.tenantId).join(', ');
  if (values['dry-run']) {
    return [`${fileArg} is valid for ${names} (${counts}); dry run, nothing written`];
  }

  const config = loadConfig(env);
  const dataDir =
    config.dataDir === ':memory:' ? config.dataDir : path.resolve(base, config.dataDir);
  const database = await createDb({ ...config, dataDir });
  try {
    // Goods hang under the brands' games; a database the server never started on has none yet.
    await syncTenantGames(database.db, tenants);
    const result = await writeCatalog(database.db, plans);
    const changed =
      result.written + result.removed === 0
        ? 'already up to date, nothing changed'
        : `${result.written} rows written, ${result.removed} removed`;
    return [`imported ${fileArg} for ${names} (${counts}): ${changed}`];
  } finally {
    await database.close();
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);

if (invokedDirectly) {
  runCatalogCli(process.argv.slice(2)).then(
    (lines) => console.log(lines.join('\n')),
    (err: unknown) => {
      if (err instanceof CatalogRefused) {
        const more = err.lines.length - MAX_LINES;
        console.error(
          [
            'catalog refused, nothing written:',
            ...err.lines.slice(0, MAX_LINES),
            ...(more > 0 ? [`… and ${more} more`] : []),
          ].join('\n'),
        );
      } else {
        console.error(err instanceof Error ? err.message : String(err));
      }
      process.exit(1);
    },
  );
}
