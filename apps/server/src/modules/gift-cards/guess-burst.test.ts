import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@topup/contracts/result-codes';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { burst } from '../../test/burst.ts';
import { MAX_ACCOUNT_GUESSES } from '../cards/guess-throttle.ts';
import { cardKit, demoRole, tenantById } from '../cards/test-kit.ts';

// Issue 28, item 10, for gift codes: they share the prepaid cards' guess counters, and a burst of
// concurrent wrong codes must get no more lookups than the account's limit. Runs on PGlite and,
// with DATABASE_URL, on PostgreSQL, where it fails without the fix (100 of 100 looked up; PGlite
// runs one query at a time, so its burst never overlapped).
let clock = new Date('2031-05-06T09:00:00Z');
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
const MIN = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});
afterAll(() => t?.close());
const kit = cardKit(() => t);
const watt = tenantById('watt');

async function redeem(code: string, ip: string) {
  return kit.post(
    watt,
    '/api/gift/redeem',
    {
      client_id: watt.games[0]!.clients.web.clientId,
      ...demoRole('1001'),
      code,
      spec_lang: 'en',
      oauth_token: await kit.tokenFor(watt, 'demo', { remoteAddress: '10.9.9.9' }),
    },
    { remoteAddress: ip },
  );
}

describe('gift-code guessing under a concurrent burst', () => {
  it(`looks up no more than ${MAX_ACCOUNT_GUESSES} of 100 concurrent wrong codes of one account`, async () => {
    const ip = '10.28.21.1';
    await kit.tokenFor(watt, 'demo', { remoteAddress: '10.9.9.9' });
    const tally = await burst(100, (i) => redeem(`WRONG-CODE-${String(i).padStart(4, '0')}`, ip));
    expect(tally[ResultCode.CardInvalid]).toBe(MAX_ACCOUNT_GUESSES);
    expect(tally[ResultCode.RateLimited]).toBe(100 - MAX_ACCOUNT_GUESSES);

    // A real code is refused until the window ends, then redeemed.
    expect((await redeem('GIFT-DEMO-0001', ip)).code).toBe(ResultCode.RateLimited);
    advance(15 * MIN - 1_000);
    expect((await redeem('GIFT-DEMO-0001', ip)).code).toBe(ResultCode.RateLimited);
    advance(1_000);
    expect((await redeem('GIFT-DEMO-0001', ip)).code).toBe(1);
  });
});
