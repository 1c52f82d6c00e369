import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@topup/contracts/result-codes';
import { createTestApp, hosts, type TestApp } from '../test/create-test-app.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const envelopeOf = (body: string) => JSON.parse(body) as { code: number; msg: string; data: null };

/** A request over a real socket: Node's parser refuses some before Fastify sees them. */
function rawRequest(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe("Fastify's and Node's own refusals answer the envelope", () => {
  it('bad percent-encoding in the path: 400 -400', async () => {
    const res = await t.app.inject({
      url: '/api/pay/notify/%E0%A4%A',
      headers: { host: hosts.watt },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ResultCode.BadRequest, data: null });
    expect(res.json().msg).toMatch(/^Invalid URL/);
  });

  it('a path parameter beyond maxParamLength: 414 -400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/pay/notify/${'p'.repeat(500)}`,
      headers: { host: hosts.watt, 'accept-language': 'de' },
    });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toMatchObject({ code: ResultCode.BadRequest, data: null });
    expect(res.json().msg).toMatch(/^Ungültige Anfrage \(URL\)/);
  });

  it('bad JSON, an unsupported content type and a body too large: 4xx -400', async () => {
    const post = (payload: string, type: string) =>
      t.app.inject({
        method: 'POST',
        url: '/util/login/auth',
        headers: { host: hosts.watt, 'content-type': type },
        payload,
      });
    const cases = [
      [await post('{"username":', 'application/json'), 400],
      [await post('a=1', 'application/x-made-up'), 415],
      [await post(JSON.stringify({ x: 'y'.repeat(2 * 1024 * 1024) }), 'application/json'), 413],
    ] as const;
    for (const [res, status] of cases) {
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ code: ResultCode.BadRequest, data: null });
      expect(typeof res.json().msg).toBe('string');
    }
  });

  it('headers beyond maxHeaderSize: 431 with the envelope, over a real socket', async () => {
    const res = await rawRequest('/api/health', { host: hosts.watt, 'x-big': 'h'.repeat(20_000) });
    expect(res.status).toBe(431);
    expect(envelopeOf(res.body)).toEqual({
      code: ResultCode.BadRequest,
      msg: 'Request headers (or URL) too large',
      data: null,
    });
  });

  it('a URL beyond maxHeaderSize: 431 with the envelope', async () => {
    const res = await rawRequest(`/api/pay/getGoodsList?x=${'u'.repeat(20_000)}`, {
      host: hosts.watt,
    });
    expect(res.status).toBe(431);
    expect(envelopeOf(res.body).code).toBe(ResultCode.BadRequest);
  });

  it('bad percent-encoding over a real socket answers the envelope too', async () => {
    const res = await rawRequest('/api/pay/notify/%zz', { host: hosts.watt });
    expect(res.status).toBe(400);
    expect(envelopeOf(res.body)).toMatchObject({ code: ResultCode.BadRequest, data: null });
  });
});
