import { expect, type APIRequestContext } from '@playwright/test';
import type { StaffReplenishData } from '@topup/contracts/replenish';
import { port } from './fixtures.ts';
import { E2E_STAFF_API_TOKEN } from './staff-token.ts';
import type { Envelope } from './tenant-api.ts';

/**
 * Customer service creates a make-up payment link through the staff endpoint. Asked on the
 * brand's local host (Node cannot resolve *.localhost: 127.0.0.1 with the Host header), so the
 * answered url points at that host, where Chromium opens it.
 */
export async function createReplenishLink(
  request: APIRequestContext,
  body: { tenant: string; client_id: string; username: string; amount_minor: number } & Record<
    string,
    unknown
  >,
): Promise<StaffReplenishData> {
  const res = await request.post(`http://127.0.0.1:${port}/api/staff/replenishments`, {
    headers: {
      host: `${body.tenant.toLowerCase()}.localhost:${port}`,
      authorization: `Bearer ${E2E_STAFF_API_TOKEN}`,
    },
    data: body,
  });
  const answer = (await res.json()) as Envelope<StaffReplenishData>;
  expect(answer.code, answer.msg).toBe(1);
  return answer.data!;
}
