import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInjectTransport } from '@topup/demo/sandbox-gateway/inject-transport';
import { createTestApp, type TestApp } from '../create-test-app.ts';
import { captureLog, runJourney, type JourneyResult } from './journey.ts';

// The acceptance test: the log of a whole visit at the chattiest level holds no token,
// password or card secret, and every line written while serving a request names that request.
const staffApiToken = 'staff-token-journey-0123456789';

describe('the log of a full journey', () => {
  const log = captureLog();
  let t: TestApp;
  let journey: JourneyResult;
  let startLines = 0;
  beforeAll(async () => {
    t = await createTestApp(
      { logLevel: 'trace', staffApiToken },
      { logStream: log.stream, paymentTransport: (app) => createInjectTransport(app) },
    );
    startLines = log.lines.length;
    journey = await runJourney(() => t);
  });
  afterAll(async () => {
    if (process.env.DUMP_LOG)
      (await import('node:fs')).writeFileSync(process.env.DUMP_LOG, log.text());
    await t?.close();
  });

  it('holds no token, password, card number or card password', () => {
    const text = log.text();
    expect(log.lines.length - startLines).toBeGreaterThan(25);
    // The journey did reach the places that used to leak: a GET with the token in its URL.
    expect(text).toContain('oauth_token=***');
    const { token, password, encodedPassword, cards } = journey.secrets;
    for (const secret of [token, password, encodedPassword, ...cards]) {
      const hits = log.lines.filter((line) => line.includes(secret));
      expect(hits, `log lines containing ${secret}`).toEqual([]);
    }
  });

  it('keeps no token or card secret in the stored client error reports', async () => {
    const res = await t.app.inject({
      url: '/api/staff/client-errors?tenant=watt',
      headers: { host: 'ops.internal.example', authorization: `Bearer ${staffApiToken}` },
    });
    const reports = res.json().data.errors as { path: string; page: string }[];
    expect(reports).toHaveLength(1);
    expect(reports[0]!.path).toBe(`/api/pay/getOrderInfo?billing_no=${journey.paidBillingNo}`);
    expect(reports[0]!.page).toBe('https://watt.localhost:8080/goods?visit=sdk');
    const { token, cards } = journey.secrets;
    for (const secret of [token, ...cards, encodeURIComponent(cards[2]!)]) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('names the request on every line written while serving one, the run on job lines', () => {
    const records = log.records().slice(startLines);
    const requestLines = records.filter((r) => r.reqId !== undefined);
    expect(requestLines.length).toBeGreaterThan(25);
    const others = records.filter((r) => r.reqId === undefined);
    // The only lines without a request are the relay's run, which the test started by hand.
    for (const line of others) {
      expect(line, JSON.stringify(line)).toMatchObject({ job: 'outbox-relay' });
      expect(line.runId, JSON.stringify(line)).toEqual(expect.any(String));
    }
    // Lines of the services (module loggers, not request.log) carry the id too.
    const confirmation = records.find((r) => r.msg === 'payment confirmation');
    expect(confirmation?.reqId).toEqual(expect.any(String));
    // Every request's completion line names the same id its start line did.
    const started = new Set(
      records.filter((r) => r.msg === 'incoming request').map((r) => r.reqId),
    );
    const completed = records.filter((r) => r.msg === 'request completed');
    expect(completed.length).toBeGreaterThan(10);
    for (const line of completed) expect(started.has(line.reqId)).toBe(true);
  });
});
