import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@topup/contracts/result-codes';
import { AppError } from './app-error.ts';
import { createTestApp, hosts, type TestApp } from '../test/create-test-app.ts';

let t: TestApp;
let logs = '';
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logs += String(chunk);
    done();
  },
});

beforeAll(async () => {
  t = await createTestApp({ logLevel: 'info' }, { logStream });
  t.app.get('/api/test/localized', async () => {
    throw new AppError(ResultCode.NoGame, {
      en: 'Game not found',
      in: (lang) => (lang === 'ja' ? 'ゲームが見つかりません' : 'Game not found'),
    });
  });
  t.app.post('/api/test/localized', async () => {
    throw new AppError(ResultCode.NoGame, { en: 'Game not found', in: (lang) => `[${lang}]` });
  });
  t.app.get('/api/test/boom', async () => {
    throw new Error('secret detail: connection string postgres://admin:hunter2@db');
  });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: { host: hosts.watt } });

describe('envelope and error mapping', () => {
  it('wraps a success as { code: 1, msg, data }', async () => {
    const res = await get('/api/config/game_logo?client_id=11103');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 1, msg: 'ok', data: { icon: '/games/voltage-arena.svg' } });
  });

  it("writes a localized message in the request's language", async () => {
    const ja = await get('/api/test/localized?spec_lang=ja');
    expect(ja.json()).toEqual({ code: -3001, msg: 'ゲームが見つかりません', data: null });
    expect((await get('/api/test/localized')).json().msg).toBe('Game not found');
    const post = (headers: Record<string, string>, body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/test/localized',
        headers: { host: hosts.watt, ...headers },
        payload: body,
      });
    expect((await post({ 'accept-language': 'ko-KR,ko;q=0.9' }, {})).json().msg).toBe('[ko]');
    expect((await post({ 'accept-language': 'ko' }, { spec_lang: 'zh-TW' })).json().msg).toBe(
      '[zh-tw]',
    );
  });

  it('answers bad input with -400 and a message naming the field', async () => {
    const res = await get('/api/config/recharge?client_id=');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(-400);
    expect(body.data).toBeNull();
    expect(body.msg).toMatch(/^Invalid querystring: client_id: /);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    for (const url of ['/api/nope', '/util/nope?x=1', '/service/nope']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({
        code: -404,
        msg: `Not found: ${url.split('?')[0]}`,
        data: null,
      });
    }
    const post = await t.app.inject({
      method: 'POST',
      url: '/somewhere',
      headers: { host: hosts.watt },
    });
    expect(post.json()).toMatchObject({ code: -404 });
  });

  it('hides a thrown error behind -500 and logs the detail', async () => {
    const res = await get('/api/test/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: -500, msg: 'Internal error', data: null });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('at ');
    expect(logs).toContain('secret detail');
  });

  it('maps malformed JSON to -400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/service/recharge/dot.php',
      headers: { host: hosts.watt, 'content-type': 'application/json' },
      payload: '{"events": [',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: -400, data: null });
  });
});
