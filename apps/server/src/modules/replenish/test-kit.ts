import { eq } from 'drizzle-orm';
import { encodeCredential } from '@topup/contracts/credentials';
import { replenishLinks } from '../../db/tables/replenish.ts';
import type { TestApp } from '../../test/create-test-app.ts';
import type { Answer } from '../catalog/test-kit.ts';
import { hashReplenishId } from './link-id.ts';

export const STAFF_TOKEN = 'test-staff-token-0123456789abcdef';
export const WATT = 'watt.localhost:8080';
/** watt's Voltage Arena (web client, area universal, USD). */
export const VOLTAGE = '11103';

/** The staff endpoint, with the test token unless told otherwise. */
export function replenishKit(t: () => TestApp) {
  async function inject(opts: {
    method: 'GET' | 'POST';
    url: string;
    host?: string;
    payload?: Record<string, unknown>;
    headers?: Record<string, string>;
  }): Promise<Answer> {
    const res = await t().app.inject({
      method: opts.method,
      url: opts.url,
      headers: { host: opts.host ?? WATT, ...opts.headers },
      ...(opts.payload ? { payload: opts.payload } : {}),
    });
    return { status: res.statusCode, ...res.json() };
  }

  function staff(body: Record<string, unknown>, token: string | null = STAFF_TOKEN, host = WATT) {
    return inject({
      method: 'POST',
      url: '/api/staff/replenishments',
      host,
      payload: body,
      headers: token === null ? {} : { authorization: `Bearer ${token}` },
    });
  }

  /** A fresh open link for demo on watt's Voltage Arena: 4.99 USD, 30 minutes. */
  async function newLink(overrides: Record<string, unknown> = {}) {
    const res = await staff({
      tenant: 'watt',
      client_id: VOLTAGE,
      username: 'demo',
      amount_minor: 499,
      valid_minutes: 30,
      reason: 'chargeback 2026-02',
      ...overrides,
    });
    if (res.code !== 1) throw new Error(`link not created: ${JSON.stringify(res)}`);
    return res.data as {
      replenish_id: string;
      rp_client_id: string;
      url: string;
      expires_at: string;
    };
  }

  function get(path: string, query: Record<string, string>, host = WATT) {
    return inject({ method: 'GET', url: `${path}?${new URLSearchParams(query)}`, host });
  }

  function ingameLogin(
    body: { replenish_id: string; game_id?: string; username?: string; password?: string },
    host = WATT,
  ) {
    return inject({
      method: 'POST',
      url: '/api/ingame/auth',
      host,
      payload: {
        username: encodeCredential(body.username ?? 'demo'),
        password: encodeCredential(body.password ?? 'demo1234'),
        client_id: body.game_id ?? VOLTAGE,
        game_id: body.game_id ?? VOLTAGE,
        replenish_id: body.replenish_id,
      },
    });
  }

  async function linkRow(replenishId: string) {
    const [row] = await t()
      .app.db.select()
      .from(replenishLinks)
      .where(eq(replenishLinks.idHash, hashReplenishId(replenishId)));
    return row;
  }

  return { inject, staff, newLink, get, ingameLogin, linkRow };
}
