import Fastify, { type FastifyInstance } from 'fastify';
import { and, isNull, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorNotifications } from '../../../db/tables/emulators.ts';
import { createHttpTransport } from '../../../lib/http-transport.ts';
import type { TestApp } from '../../../test/create-test-app.ts';
import { createInjectTransport } from '@topup/demo/sandbox-gateway/inject-transport';
import { givenUpAt } from '@topup/demo/emulators/kit/sender';
import { createPayTestApp } from '../test-kit.ts';
import type { MerchantCredentials } from './credentials.ts';
import { formatResult, runConformance, type CheckResult } from './conformance.ts';
import { readSignedHeaders, sign } from './signature.ts';

// `npm run merchant:check` against the demo's emulator of Topup merchant protocol v1 (it must pass
// every check), and against a deliberately wrong provider (it must fail the checks that matter).

let t: TestApp;
beforeAll(async () => {
  t = await createPayTestApp();
});
afterAll(() => t.close());

const failed = (results: CheckResult[]) => results.filter((r) => !r.ok).map((r) => r.name);

describe('merchant:check', () => {
  it('passes every check against the emulator (PingPong, as a provider runs it)', async () => {
    const { merchantId, secret } = t.app.paymentProviders.emulatorAccounts.get('watt', 'pingpong')!
      .credentials as MerchantCredentials;
    const sender = t.app.emulators.sender(createHttpTransport());
    const results = await runConformance({
      url: 'http://127.0.0.1/emulator/pingpong',
      merchantId,
      secret,
      currency: 'USD',
      amountMinor: 1999,
      transport: createInjectTransport(t.app),
      now: t.app.clock.now,
      waitMs: 20_000,
      // The emulator's sender, run now, with its retries made due (the provider's pause passed).
      poke: async () => {
        await t.app.db
          .update(emulatorNotifications)
          .set({ nextAttemptAt: new Date(0) })
          .where(
            and(
              isNull(emulatorNotifications.ackedAt),
              lt(emulatorNotifications.nextAttemptAt, givenUpAt),
            ),
          );
        await sender.runOnce();
      },
    });
    expect(results.map(formatResult).join('\n')).not.toContain('FAIL');
    expect(results.length).toBeGreaterThanOrEqual(24);
    // The day lists the daily comparison reads (issue 33) are checked too.
    expect(results.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'the payments list of the window holds the payment',
        'the refunds list of the window holds the refund, with its merchant_ref',
        'a list with its window backwards is 400 invalid_request',
      ]),
    );
  });

  describe('against a wrong provider', () => {
    let bad: FastifyInstance;
    let url = '';
    const secret = 'a-shared-secret-of-at-least-32-characters';
    beforeAll(async () => {
      // Takes every call without checking its signature, and signs its answers with a wrong key
      // and without echoing the request's nonce: what a careless implementation does.
      bad = Fastify();
      bad.removeContentTypeParser('application/json');
      bad.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) =>
        done(null, body),
      );
      bad.all('/*', async (request, reply) => {
        const body = JSON.stringify({
          payment_id: 'pay_1',
          merchant_ref: 'x',
          status: 'open',
          amount_minor: 1000,
          currency: 'USD',
          refunded_minor: 0,
          checkout_url: 'https://pay.example/pay_1',
          created_at: '2026-12-07T00:00:00Z',
          updated_at: '2026-12-07T00:00:00Z',
        });
        const merchantId = readSignedHeaders(request.headers)?.merchantId ?? 'm';
        const headers = sign('the-wrong-key', {
          line: '201',
          path: request.url,
          merchantId,
          body,
          now: new Date(),
        });
        return reply.code(201).headers(headers).type('application/json').send(body);
      });
      url = `${await bad.listen({ port: 0, host: '127.0.0.1' })}/api`;
    });
    afterAll(() => bad.close());

    it('fails it, naming what is wrong, without waiting for what cannot come', async () => {
      const results = await runConformance({ url, merchantId: 'm', secret, waitMs: 1000 });
      expect(failed(results)).toEqual(
        expect.arrayContaining([
          'an unsigned call is refused',
          'a call signed with another secret is refused (and the refusal is signed)',
          'a stale timestamp (10 minutes old) is refused',
          'create payment: 201, signed answer, this payment',
        ]),
      );
      expect(results.find((r) => r.name.startsWith('create payment'))?.detail).toContain(
        'signature',
      );
      expect(results.at(-1)?.detail).toMatch(/^not run: create payment/);
      expect(results.filter((r) => r.ok)).toEqual([]);
    });
  });
});
