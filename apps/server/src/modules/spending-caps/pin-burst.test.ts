import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@topup/contracts/result-codes';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { burst } from '../../test/burst.ts';
import { createInjectTransport } from '@topup/demo/sandbox-gateway/inject-transport';
import { tenantById } from '../payments/test-kit.ts';
import { MAX_PIN_FAILURES } from './pin.ts';
import { capsKit } from './test-kit.ts';

// Issue 28, item 10: a child firing 100 wrong guardian PINs at once had 59 of them checked and
// then the right one accepted — a 4-digit PIN fell to one burst. Runs on PGlite and, with
// DATABASE_URL, on PostgreSQL.
let clock = new Date('2031-02-03T09:00:00Z');
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
const MIN = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    { now: () => clock, paymentTransport: (app) => createInjectTransport(app) },
  );
});
afterAll(() => t?.close());
const caps = capsKit(() => t);

describe('guardian PIN under a concurrent burst', () => {
  it('checks no more than 5 of 100 concurrent wrong PINs; the right one waits for the window', async () => {
    const brand = tenantById('watt');
    const pinSet = await caps.postCaps(brand, 'setSpendingCapsPin', { new_pin: '4321' });
    expect(pinSet).toMatchObject({ code: 1, data: { pin_set: true } });

    // 100 different wrong PINs, as a child walking the PIN space would send.
    const pins = Array.from({ length: 100 }, (_, i) => String(1000 + i).padStart(4, '0'));
    const tally = await burst(100, (i) => caps.setCaps(brand, { daily: 500, pin: pins[i] }));
    expect(tally[ResultCode.CapsPinWrong]).toBe(MAX_PIN_FAILURES);
    expect(tally[ResultCode.RateLimited]).toBe(100 - MAX_PIN_FAILURES);

    expect(await caps.setCaps(brand, { daily: 500, pin: '4321' })).toMatchObject({
      status: 429,
      code: ResultCode.RateLimited,
      msg: 'Too many incorrect PINs. Please try again in 15 min.',
    });
    advance(15 * MIN - 1_000);
    expect((await caps.setCaps(brand, { daily: 500, pin: '4321' })).code).toBe(
      ResultCode.RateLimited,
    );
    advance(1_000);
    expect(await caps.setCaps(brand, { daily: 500, pin: '4321' })).toMatchObject({
      code: 1,
      data: { daily: 500 },
    });
    // The success cleared the counter: the owner's next typo is one of five again.
    expect((await caps.setCaps(brand, { daily: 600, pin: '0000' })).code).toBe(
      ResultCode.CapsPinWrong,
    );
  });
});
