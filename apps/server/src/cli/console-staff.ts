import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadTenants } from '@topup/tenants/all-tenants';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { loadConfig } from '../config.ts';
import { createDb } from '../db/client.ts';
import { staffAudit } from '../db/tables/console.ts';
import { staffRoles, type StaffRole } from '../modules/console/staff.ts';
import {
  createStaff,
  findStaffByEmail,
  normalizeEmail,
} from '../modules/console/staff-repository.ts';
import { totpUri } from '../modules/console/totp.ts';

// `npm run console:staff -- add --email a@b.c --role owner --tenants watt,dragon`: the first
// console login of a production shop (there is no demo owner there), or any staff member without
// the console. The password comes from CONSOLE_STAFF_PASSWORD or stdin, never the command line
// (shell history, ps). Runs from the bundle (dist/console-staff.js) on the database the
// environment names, like the server.

export const usage = `Usage: npm run console:staff -- add --email <email> --role <${staffRoles.join('|')}> --tenants <id,id,…>

  The password is read from CONSOLE_STAFF_PASSWORD, else from stdin (first line; at least 12
  characters). Prints the TOTP secret and the otpauth:// URI for the authenticator app ONCE.`;

export const MIN_PASSWORD = 12;

export type AddStaff = { email: string; role: StaffRole; tenantIds: string[] };

/** The command line as a staff member to add; throws with a message for bad input. */
export function parseConsoleStaffArgs(
  argv: readonly string[],
  tenants: readonly Tenant[],
): AddStaff {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      tenants: { type: 'string' },
    },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 1 || positionals[0] !== 'add') throw new Error('Expected: add');
  const email = normalizeEmail(values.email ?? '');
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new Error('--email: expected an email');
  const role = values.role as StaffRole;
  if (!staffRoles.includes(role)) throw new Error(`--role: one of ${staffRoles.join(', ')}`);
  const known = new Map(tenants.map((t) => [t.id.toLowerCase(), t.id]));
  const tenantIds = [
    ...new Set(
      (values.tenants ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  if (tenantIds.length === 0) throw new Error('--tenants: at least one brand id');
  const unknown = tenantIds.filter((id) => !known.has(id.toLowerCase()));
  if (unknown.length) {
    throw new Error(
      `--tenants: unknown brand ${unknown.join(', ')} (known: ${[...known.values()].join(', ')})`,
    );
  }
  return { email, role, tenantIds: tenantIds.map((id) => known.get(id.toLowerCase())!) };
}

async function readStdinLine(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Password (input is shown): ');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) {
    chunks.push(chunk as Buffer);
    if (Buffer.concat(chunks).includes(10)) break;
  }
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

export async function runConsoleStaffCli(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  tenants: readonly Tenant[] = loadTenants(),
  readPassword: () => Promise<string> = readStdinLine,
): Promise<string[]> {
  const add = parseConsoleStaffArgs(argv, tenants);
  const password = env.CONSOLE_STAFF_PASSWORD ?? (await readPassword());
  if (password.length < MIN_PASSWORD) {
    throw new Error(`The password needs at least ${MIN_PASSWORD} characters`);
  }
  const config = loadConfig(env);
  // npm runs scripts at the repository root; a relative DATA_DIR means where npm was run.
  const base = env.INIT_CWD ?? process.cwd();
  const dataDir =
    config.dataDir === ':memory:' ? config.dataDir : path.resolve(base, config.dataDir);
  const database = await createDb({ ...config, dataDir });
  try {
    if (await findStaffByEmail(database.db, add.email)) {
      throw new Error(`A staff member with email ${add.email} exists already`);
    }
    const row = await database.db.transaction(async (tx) => {
      const created = await createStaff(tx, { ...add, password });
      // The audit log names the command line as the author: no staff member made this one.
      await tx.insert(staffAudit).values({
        staffId: 'cli',
        staffEmail: 'cli',
        tenantId: null,
        action: 'staff.create',
        target: created.id,
        after: { email: created.email, role: created.role, tenantIds: created.tenantIds },
      });
      return created;
    });
    return [
      `Added ${row.email} (${row.role}) for ${row.tenantIds.join(', ')}.`,
      'Add this to the authenticator app now; it is not shown again:',
      `  TOTP secret: ${row.totpSecret}`,
      `  otpauth URI: ${totpUri(row.totpSecret, row.email)}`,
      config.consoleHosts.length
        ? `Console: https://${config.consoleHosts[0]}/`
        : 'Set CONSOLE_HOSTS to the console host name(s) to open the console.',
    ];
  } finally {
    await database.close();
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);

if (invokedDirectly) {
  runConsoleStaffCli(process.argv.slice(2)).then(
    (lines) => console.log(lines.join('\n')),
    (err: unknown) => {
      console.error(`${err instanceof Error ? err.message : String(err)}\n\n${usage}`);
      process.exit(1);
    },
  );
}
