import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceGameServer } from '../../../../../examples/game-server/server.ts';
import { formatResult, runConformance } from './conformance.ts';

const secret = 'conformance-test-secret';
let good: Awaited<ReturnType<typeof startReferenceGameServer>>;
let broken: Awaited<ReturnType<typeof startReferenceGameServer>>;
beforeAll(async () => {
  good = await startReferenceGameServer({ secret });
  broken = await startReferenceGameServer({ secret, ignoreIdempotency: true });
});
afterAll(async () => {
  await good.close();
  await broken.close();
});

const run = (url: string) =>
  runConformance({ url, secret, tenantId: 'watt', gameCode: 'voltage-arena', suid: '10000001' });

describe('gateway conformance kit', () => {
  it('passes every check against the reference game server', async () => {
    const results = await run(good.url);
    expect(results.map(formatResult).filter((l) => l.startsWith('FAIL'))).toEqual([]);
    expect(results).toHaveLength(9);
  });

  it('fails the idempotency check against a server that ignores the delivery id', async () => {
    const failed = (await run(broken.url)).filter((r) => !r.ok);
    expect(failed.map((r) => r.name)).toContain(
      'a delivery id is applied once (a repeat answers applied:false)',
    );
    expect(failed[0]!.detail).toBe('the repeat answered applied:true');
  });

  it('fails the signature checks with the wrong secret', async () => {
    const results = await runConformance({
      url: good.url,
      secret: 'not-the-secret',
      tenantId: 'watt',
      gameCode: 'voltage-arena',
      suid: '10000001',
    });
    expect(results[0]).toMatchObject({ ok: false, detail: expect.stringMatching(/401/) });
  });
});
