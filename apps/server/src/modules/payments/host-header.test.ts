import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpTransport } from '../../lib/http-transport.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { createInjectTransport } from '@topup/demo/sandbox-gateway/inject-transport';
import { payKit } from './test-kit.ts';

// Issue 19 item 6: a forged Host port must steer neither the server's outbound calls nor the
// link handed to the player. The transport records every target; one aimed anywhere but the
// configured sandbox URL hangs like a port that never answers.
const targets: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      paymentTransport: (app) => {
        const inner = createInjectTransport(app);
        const transport: HttpTransport = async (url, init) => {
          targets.push(url);
          if (new URL(url).origin !== t.config.paymentSandboxUrl) {
            await new Promise((resolve) => setTimeout(resolve, 10_000));
          }
          return inner(url, init);
        };
        return transport;
      },
    },
  );
});
afterAll(() => t.close());
const kit = payKit(() => t);
// PingPong keeps the generic sandbox, whose checkout is served on the player's brand origin.
const sandboxed = 'pay/pingpongx_pay';

describe('pay calls with a hostile Host port', () => {
  it.each(['watt.localhost:1', 'watt.localhost:65000'])(
    'Host %s: outbound calls go to the configured sandbox, the link to the configured port, at once',
    async (host) => {
      const port = host.split(':')[1]!;
      targets.length = 0;
      const { body } = await kit.payloadFor(await kit.methodFor(sandboxed));
      const started = Date.now();
      const res = await kit.post(host, `/api/${sandboxed}`, body);
      const elapsed = Date.now() - started;
      expect(res.code).toBe(1);
      expect(elapsed).toBeLessThan(3_000);
      expect(targets.length).toBeGreaterThan(0);
      for (const target of targets) {
        expect(new URL(target).origin).toBe(t.config.paymentSandboxUrl);
      }
      const link = new URL(String(res.data.url));
      expect(link.origin).toBe(`http://watt.localhost:${t.config.port}`);
      expect(JSON.stringify(res.data)).not.toContain(`:${port}/`);
    },
  );

  it('PayPal (its own protocol, against its emulator): calls stay on the configured URL, the approval link on the configured port', async () => {
    targets.length = 0;
    const { body } = await kit.payloadFor(await kit.methodFor('pay/paypal_pay'));
    const res = await kit.post('watt.localhost:1', '/api/pay/paypal_pay', body);
    expect(res.code).toBe(1);
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) {
      expect(new URL(target).origin).toBe(t.config.paymentSandboxUrl);
    }
    // The emulator's page, handed to the player where the sandbox's pages are: the brand's
    // configured origin, never the forged port.
    expect(new URL(String(res.data.url)).origin).toBe(`http://watt.localhost:${t.config.port}`);
    expect(JSON.stringify(res.data)).not.toContain(':1/');
  });
});

describe('pay calls through a backup host (SPEC §9 failover)', () => {
  it.each([
    ['api1.watt.localhost:1', () => `http://api1.watt.localhost:${t.config.port}`],
    ['pay-bak1.watt-games.example', () => 'https://pay-bak1.watt-games.example'],
  ])('Host %s: the checkout is offered on that backup origin', async (host, origin) => {
    const { body } = await kit.payloadFor(await kit.methodFor(sandboxed));
    const res = await kit.post(host, `/api/${sandboxed}`, body);
    expect(res.code).toBe(1);
    expect(new URL(String(res.data.url)).origin).toBe(origin());
  });
});
