import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@topup/contracts/result-codes';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { burst } from '../../test/burst.ts';
import { DEMO_CARD_PASSWORD } from '@topup/demo/seed/cards/seed-data';
import { MAX_ACCOUNT_GUESSES, MAX_IP_GUESSES } from './guess-throttle.ts';
import { cardInfo, cardKit, tenantById } from './test-kit.ts';

// Issue 28, item 10: 100 concurrent wrong prepaid-card passwords had 39 of them checked against
// an account limit of 10. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
let clock = new Date('2031-03-04T09:00:00Z');
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
const MIN = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});
afterAll(() => t?.close());
const kit = cardKit(() => t);
const watt = tenantById('watt');
const wattClient = watt.games[0]!.clients.web.clientId;

async function check(username: string, ip: string, password: string) {
  const token = await kit.tokenFor(watt, username, { remoteAddress: '10.9.9.9' });
  return kit.post(
    watt,
    '/api/card/check',
    { client_id: wattClient, card_info: cardInfo('watt', 1, password), oauth_token: token },
    { remoteAddress: ip },
  );
}

describe('prepaid-card guessing under a concurrent burst', () => {
  it(`checks no more than ${MAX_ACCOUNT_GUESSES} of 100 concurrent wrong passwords of one account`, async () => {
    const ip = '10.28.20.1';
    await kit.tokenFor(watt, 'demo', { remoteAddress: '10.9.9.9' });
    const tally = await burst(100, (i) => check('demo', ip, `wrong-${i}`));
    expect(tally[ResultCode.CardInvalid]).toBe(MAX_ACCOUNT_GUESSES);
    expect(tally[ResultCode.RateLimited]).toBe(100 - MAX_ACCOUNT_GUESSES);

    expect(await check('demo', ip, DEMO_CARD_PASSWORD)).toMatchObject({
      status: 429,
      code: ResultCode.RateLimited,
    });
    advance(15 * MIN - 1_000);
    expect((await check('demo', ip, DEMO_CARD_PASSWORD)).code).toBe(ResultCode.RateLimited);
    advance(1_000);
    expect((await check('demo', ip, DEMO_CARD_PASSWORD)).code).toBe(1);
  });

  it(`checks no more than ${MAX_IP_GUESSES} of 100 concurrent wrong passwords from one address`, async () => {
    const ip = '10.28.20.2';
    advance(15 * MIN);
    const users = ['demo', 'norole', 'unverified', 'card-8800000000000001'];
    const passwords: Record<string, string> = { 'card-8800000000000001': 'card1234' };
    for (const user of users) {
      await kit.tokenFor(watt, user, {
        remoteAddress: '10.9.9.9',
        ...(passwords[user] ? { password: passwords[user] } : {}),
      });
    }
    // 4 accounts × 25: each account's own limit (10) would allow 40, the address's 30 binds.
    const tally = await burst(100, (i) => check(users[i % 4]!, ip, `wrong-${i}`));
    expect(tally[ResultCode.CardInvalid]).toBe(MAX_IP_GUESSES);
    expect(tally[ResultCode.RateLimited]).toBe(100 - MAX_IP_GUESSES);
  });
});
