import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { createTestApp } from './test/create-test-app.ts';

it('dumps openapi', async () => {
  const t = await createTestApp();
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/docs/json',
    headers: { host: 'localhost' },
  });
  writeFileSync(process.env.OPENAPI_OUT!, res.body);
  await t.close();
}, 120_000);
