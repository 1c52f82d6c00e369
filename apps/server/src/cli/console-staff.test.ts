import { describe, expect, it } from 'vitest';
import { loadTenants } from '@topup/tenants/all-tenants';
import { parseConsoleStaffArgs, runConsoleStaffCli } from './console-staff.ts';

const tenants = loadTenants();
const env = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: ':memory:',
  SEED_DEMO: 'false',
} as NodeJS.ProcessEnv;

describe('npm run console:staff', () => {
  it('adds a staff member and prints the TOTP secret and otpauth URI', async () => {
    const lines = await runConsoleStaffCli(
      ['add', '--email', 'Boss@Publisher.Example', '--role', 'owner', '--tenants', 'WATT, dragon'],
      { ...env, CONSOLE_STAFF_PASSWORD: 'a very long password' },
      tenants,
    );
    expect(lines[0]).toBe('Added boss@publisher.example (owner) for watt, dragon.');
    expect(lines.join('\n')).toMatch(/TOTP secret: [A-Z2-7]{32}/);
    expect(lines.join('\n')).toMatch(/otpauth URI: otpauth:\/\/totp\/.*secret=[A-Z2-7]{32}/);
  });

  it('reads the password from stdin when the environment has none, and refuses a short one', async () => {
    const args = ['add', '--email', 'a@b.example', '--role', 'support', '--tenants', 'watt'];
    await expect(runConsoleStaffCli(args, env, tenants, async () => 'short')).rejects.toThrow(
      /at least 12 characters/,
    );
    const lines = await runConsoleStaffCli(args, env, tenants, async () => 'long enough password');
    expect(lines[0]).toContain('a@b.example (support) for watt');
  });

  it('refuses unknown roles, brands and commands with a message', () => {
    const parse = (argv: string[]) => () => parseConsoleStaffArgs(argv, tenants);
    expect(parse(['add', '--email', 'a@b.c', '--role', 'king', '--tenants', 'watt'])).toThrow(
      /--role/,
    );
    expect(parse(['add', '--email', 'a@b.c', '--role', 'owner', '--tenants', 'nope'])).toThrow(
      /unknown brand nope/,
    );
    expect(parse(['add', '--email', 'nope', '--role', 'owner', '--tenants', 'watt'])).toThrow(
      /--email/,
    );
    expect(parse(['remove', '--email', 'a@b.c'])).toThrow(/add/);
  });
});
