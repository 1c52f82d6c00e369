import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../db/tables/config.ts';
import { createTestApp, hosts, type TestApp } from '../test/create-test-app.ts';
import { loginAs } from '../test/login.ts';
import { optionalUser, requireUser, requireVerifiedUser } from './auth.ts';
import { ok } from './envelope.ts';

let clock = new Date('2026-03-01T10:00:00Z');
let t: TestApp;

const clientOf = (request: FastifyRequest) =>
  String((request.query as Record<string, unknown>).client_id ?? '');

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  // Probe routes standing in for the catalog and purchase calls that use the guards.
  t.app.get('/api/test/me', async (request) => ok(await requireUser(request, clientOf(request))));
  t.app.post('/api/test/me', async (request) => ok(await requireUser(request, clientOf(request))));
  t.app.get('/api/test/buy', async (request) =>
    ok(await requireVerifiedUser(request, clientOf(request))),
  );
  t.app.get('/api/test/maybe', async (request) =>
    ok({ user: await optionalUser(request, clientOf(request)) }),
  );
  // dragon gets a game with watt's client id and gp_id, so only the tenant tells them apart.
  await t.app.db.insert(games).values({
    tenantId: 'dragon',
    clientId: '11103',
    platform: 'web',
    area: 'dragon',
    gameCode: 'copycat',
    gpId: 101,
    name: 'Copycat',
    logo: '/x.svg',
  });
});
afterAll(() => t.close());

const me = (token: string, clientId: string, host: string = hosts.watt) =>
  t.app.inject({
    url: `/api/test/me?client_id=${clientId}&oauth_token=${token}`,
    headers: { host },
  });

describe('requireUser', () => {
  it('accepts the token from the query, the body or a Bearer header', async () => {
    const { oauth_token: token } = await loginAs(t.app, hosts.watt, { clientId: '11103' });
    const user = {
      tenantId: 'watt',
      suid: '10000001',
      username: 'demo',
      gpId: 101,
      clientId: '11101',
      realNameVerified: true,
    };
    expect((await me(token, '11101')).json()).toEqual({ code: 1, msg: 'ok', data: user });
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/test/me?client_id=11101',
      headers: { host: hosts.watt },
      payload: { oauth_token: token },
    });
    expect(body.json().data).toEqual(user);
    const bearer = await t.app.inject({
      url: '/api/test/me?client_id=11101',
      headers: { host: hosts.watt, authorization: `Bearer ${token}` },
    });
    expect(bearer.json().data).toEqual(user);
  });

  it('answers -600 without a token or with a made-up one', async () => {
    const none = await t.app.inject({
      url: '/api/test/me?client_id=11103',
      headers: { host: hosts.watt },
    });
    expect(none.json()).toEqual({ code: -600, msg: 'Please log in first.', data: null });
    expect((await me('A'.repeat(43), '11103')).json().code).toBe(-600);
  });

  it("refuses brand A's token on brand B, even for a client id and gp_id B also has", async () => {
    const { oauth_token: token } = await loginAs(t.app, hosts.watt, { clientId: '11103' });
    expect((await me(token, '11103')).json().code).toBe(1);
    expect((await me(token, '11103', hosts.dragonLocal)).json().code).toBe(-600);
    expect((await me(token, '12101', hosts.dragonLocal)).json().code).toBe(-600);
    const info = await t.app.inject({
      url: `/util/login/get_user_info?oauth_token=${token}&client_id=11103`,
      headers: { host: hosts.dragonLocal },
    });
    expect(info.json()).toEqual({ code: -600, msg: 'Please log in first.', data: null });
  });

  it('refuses a token of game product 101 for a client id of game product 102', async () => {
    const { oauth_token: token } = await loginAs(t.app, hosts.watt, { clientId: '11103' });
    expect((await me(token, '11201')).json().code).toBe(-600);
    expect((await me(token, 'no-such-client')).json().code).toBe(-600);
    const { oauth_token: other } = await loginAs(t.app, hosts.watt, { clientId: '11201' });
    expect((await me(other, '11203')).json().data.gpId).toBe(102);
    expect((await me(other, '11103')).json().code).toBe(-600);
  });

  it('refuses a token once it expired (30 days) or was revoked', async () => {
    const { oauth_token: token } = await loginAs(t.app, hosts.watt, { clientId: '11103' });
    clock = new Date(clock.getTime() + 29 * 86_400_000);
    expect((await me(token, '11103')).json().code).toBe(1);
    clock = new Date(clock.getTime() + 86_400_000);
    expect((await me(token, '11103')).json().code).toBe(-600);
    const info = await t.app.inject({
      url: `/util/login/get_user_info?oauth_token=${token}&client_id=11103`,
      headers: { host: hosts.watt },
    });
    expect(info.json().code).toBe(-600);

    const { oauth_token: fresh } = await loginAs(t.app, hosts.watt, { clientId: '11103' });
    await t.app.inject({
      method: 'POST',
      url: '/util/login/logout',
      headers: { host: hosts.watt },
      payload: { oauth_token: fresh, client_id: '11103' },
    });
    expect((await me(fresh, '11103')).json().code).toBe(-600);
  });
});

describe('requireVerifiedUser and optionalUser', () => {
  it('answers 6001 for an unverified account and passes a verified one', async () => {
    const unverified = await loginAs(t.app, hosts.watt, {
      clientId: '11103',
      username: 'unverified',
    });
    const buy = (token: string) =>
      t.app.inject({
        url: `/api/test/buy?client_id=11103&oauth_token=${token}`,
        headers: { host: hosts.watt },
      });
    expect((await buy(unverified.oauth_token)).json()).toEqual({
      code: 6001,
      msg: 'Real-name verification is required',
      data: null,
    });
    const card = await loginAs(t.app, hosts.watt, {
      clientId: '11103',
      cardNo: '8800000000000001',
    });
    expect((await buy(card.oauth_token)).json().data).toMatchObject({ suid: '10000003' });
    expect((await buy('B'.repeat(43))).json().code).toBe(-600);
  });

  it('gives null instead of -600', async () => {
    const maybe = (query: string) =>
      t.app.inject({
        url: `/api/test/maybe?client_id=11103${query}`,
        headers: { host: hosts.watt },
      });
    expect((await maybe('')).json().data).toEqual({ user: null });
    expect((await maybe('&oauth_token=short')).json().data).toEqual({ user: null });
    const { oauth_token: token } = await loginAs(t.app, hosts.watt, { clientId: '11103' });
    expect((await maybe(`&oauth_token=${token}`)).json().data.user).toMatchObject({
      suid: '10000001',
    });
  });
});
