import { describe, expect, it } from 'vitest';
import { loadTenants } from '@topup/tenants/all-tenants';
import { parseReplenishArgs, runReplenishCli } from './replenish-link.ts';

const tenants = loadTenants();
const args = (line: string) => line.split(' ');

describe('npm run replenish: the command line', () => {
  it('becomes the staff request: amount in minor units, the first game by default', () => {
    const parsed = parseReplenishArgs(
      args('--tenant watt --user demo --amount 499 --minutes 30'),
      tenants,
      { USER: 'alice' },
    );
    expect(parsed).toEqual({
      request: {
        tenant: 'watt',
        client_id: '11103',
        username: 'demo',
        amount_minor: 499,
        valid_minutes: 30,
        reason: '',
        created_by: 'cli:alice',
      },
      origin: undefined,
    });
    const full = parseReplenishArgs(
      args(
        '--tenant ko.localhost:8080 --user demo --amount 5500 --client 13101 --seconds 90 ' +
          '--currency krw --reason chargeback --origin http://ko.localhost:9000 --by bob',
      ),
      tenants,
    );
    expect(full).toMatchObject({
      request: {
        tenant: 'ko.localhost:8080',
        client_id: '13101',
        amount_minor: 5500,
        valid_seconds: 90,
        currency: 'KRW',
        reason: 'chargeback',
        created_by: 'bob',
      },
      origin: 'http://ko.localhost:9000',
    });
  });

  it('says what is wrong: missing or malformed values, unknown options or tenants', () => {
    expect(() => parseReplenishArgs(args('--tenant watt --user demo'), tenants)).toThrow(
      /--tenant, --user and --amount are required/,
    );
    expect(() =>
      parseReplenishArgs(args('--tenant watt --user demo --amount 4.99'), tenants),
    ).toThrow(/--amount must be a whole number/);
    expect(() =>
      parseReplenishArgs(args('--tenant watt --user demo --amount 499 --minutes ten'), tenants),
    ).toThrow(/--minutes must be a whole number/);
    expect(() =>
      parseReplenishArgs(args('--tenant nobody --user demo --amount 1'), tenants),
    ).toThrow(/Unknown tenant: nobody/);
    expect(() => parseReplenishArgs(args('--tenant watt --bogus 1'), tenants)).toThrow();
  });

  it('creates the link on the configured database and prints it', async () => {
    const env = { DATA_DIR: ':memory:', LOG_LEVEL: 'silent', PORT: '8102', USER: 'alice' };
    const { link, lines } = await runReplenishCli(
      args('--tenant watt --user demo --amount 499 --minutes 30'),
      env,
      tenants,
    );
    expect(link.url).toBe(
      `https://pay.watt-games.example/replenishGoods?replenish_id=${link.replenish_id}&rp_client_id=11103`,
    );
    expect(lines).toEqual([
      `Make-up payment link for demo on watt, valid until ${link.expires_at}:`,
      link.url,
      `local: http://watt.localhost:8102/replenishGoods?replenish_id=${link.replenish_id}&rp_client_id=11103`,
      `replenish_id: ${link.replenish_id}`,
      'rp_client_id: 11103',
    ]);
    const minutes = (Date.parse(link.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    await expect(
      runReplenishCli(args('--tenant watt --user ghost --amount 499'), env, tenants),
    ).rejects.toThrow(/No account ghost on watt/);
  });
});
