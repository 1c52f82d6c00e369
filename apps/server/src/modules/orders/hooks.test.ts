import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { createOrderHooks } from './hooks.ts';

describe('order hooks registry', () => {
  it('runs hooks in the order they were registered and refuses a name twice', async () => {
    const hooks = createOrderHooks();
    const ran: string[] = [];
    hooks.on('expired', 'a', async () => void ran.push('a'));
    hooks.on('expired', 'b', async () => void ran.push('b'));
    hooks.on('failed', 'a', async () => void ran.push('failed a'));
    for (const run of hooks.list('expired')) await run({} as never, ['1'], { at: new Date() });
    expect(ran).toEqual(['a', 'b']);
    expect(() => hooks.on('expired', 'a', async () => {})).toThrow(/already registered/);
  });
});

// The modules that react to orders register on the app's lifecycle; orders names none of them
// (issue 30). Each reaction has its test where it lives (<module>/order-hooks.test.ts).
describe("the app's order hooks", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('are registered by offers, coupons, replenish, VIP and account blocks, bonus first', () => {
    const { hooks } = t.app.orders;
    expect(hooks.names('paid')).toEqual([
      'offers.first-purchase-bonus',
      'coupons.consume',
      'replenish.settle-link',
      'account-blocks.lift-on-make-up',
    ]);
    expect(hooks.names('delivered')).toEqual(['vip.award-points']);
    expect(hooks.names('failed')).toEqual(['coupons.release']);
    expect(hooks.names('expired')).toEqual(['coupons.release']);
    expect(hooks.names('refunded')).toEqual(['vip.revoke-points']);
    expect(hooks.names('revoked')).toEqual(['account-blocks.shortfall-rule']);
  });

  it("hand each outbox kind to its owner's relay job: orders' own, then the modules'", () => {
    expect(t.app.orders.relayJobs.names()).toEqual([
      'deliver',
      'revoke',
      'reward:event',
      'reward:daily',
      'offer',
    ]);
  });
});
