import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/create-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('OpenAPI', () => {
  it('documents the routes from their zod schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs/json', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const recharge = doc.paths['/api/config/recharge'].get;
    const params = recharge.parameters.map(
      (p: { name: string; in: string }) => `${p.in}:${p.name}`,
    );
    expect(params).toEqual(expect.arrayContaining(['query:client_id', 'query:domain_area']));
    expect(JSON.stringify(recharge.responses['200'])).toContain('is_open_coupon');
    expect(doc.paths['/service/recharge/dot.php'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/tenant']).toBeDefined();
  });

  it('serves the UI at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger-ui');
  });
});
