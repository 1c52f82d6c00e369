import type { APIRequestContext } from '@playwright/test';
import { port } from './fixtures.ts';

export type Envelope<T> = { code: number; msg: string; data: T | null };

/**
 * GET an API of a brand from the test runner. Chromium resolves *.localhost itself, Node does not
 * (getaddrinfo ENOTFOUND), so the request goes to 127.0.0.1 with the brand's Host header: the
 * server picks the brand from that header exactly as for a browser.
 */
export async function tenantApiGet<T>(
  request: APIRequestContext,
  tenantId: string,
  path: string,
  query: Record<string, string>,
): Promise<Envelope<T>> {
  const url = `http://127.0.0.1:${port}${path}?${new URLSearchParams(query)}`;
  const res = await request.get(url, {
    headers: { host: `${tenantId.toLowerCase()}.localhost:${port}` },
  });
  return (await res.json()) as Envelope<T>;
}
