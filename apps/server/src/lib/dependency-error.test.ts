import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@topup/contracts/result-codes';
import { createTestApp, hosts, type TestApp } from '../test/create-test-app.ts';
import { isDependencyUnavailable } from './dependency-error.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

// What node-postgres, pg-pool, PostgreSQL and ioredis throw when they are down or stalled.
const unavailable: Record<string, Error> = {
  refused: withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
  reset: withCode('read ECONNRESET', 'ECONNRESET'),
  'socket timeout': withCode('connect ETIMEDOUT 10.0.0.5:5432', 'ETIMEDOUT'),
  'statement timeout (57014)': withCode('canceling statement due to statement timeout', '57014'),
  'admin shutdown (57P01)': withCode(
    'terminating connection due to administrator command',
    '57P01',
  ),
  'starting up (57P03)': withCode('the database system is starting up', '57P03'),
  'connection exception (08006)': withCode('connection failure', '08006'),
  'connection terminated': new Error('Connection terminated unexpectedly'),
  'connect timeout': new Error('Connection terminated due to connection timeout'),
  'pool timeout': new Error('timeout exceeded when trying to connect'),
  'query timeout': new Error('Query read timeout'),
  'broken client': new Error('Client has encountered a connection error and is not queryable'),
  'redis command timeout': new Error('Command timed out'),
  'redis offline': new Error("Stream isn't writeable and enableOfflineQueue options is false"),
  'drizzle-wrapped': new DrizzleQueryError(
    'select 1',
    [],
    withCode('read ECONNRESET', 'ECONNRESET'),
  ),
  'dual-stack connect': Object.assign(new AggregateError([withCode('x', 'ECONNREFUSED')]), {}),
};

const notUnavailable: Record<string, unknown> = {
  'a bug': new TypeError("Cannot read properties of undefined (reading 'id')"),
  'unique violation (23505)': withCode('duplicate key value violates unique constraint', '23505'),
  'syntax error (42601)': withCode('syntax error at or near "selec"', '42601'),
  'serialization failure (40001)': withCode('could not serialize access', '40001'),
  'drizzle-wrapped bug': new DrizzleQueryError('insert', [], withCode('null value', '23502')),
  'not an error': 'ECONNREFUSED',
  null: null,
};

describe('isDependencyUnavailable', () => {
  it.each(Object.entries(unavailable))('recognises %s', (_name, err) => {
    expect(isDependencyUnavailable(err)).toBe(true);
  });
  it.each(Object.entries(notUnavailable))('leaves %s to the 500 path', (_name, err) => {
    expect(isDependencyUnavailable(err)).toBe(false);
  });
  it('stops on a cause cycle', () => {
    const a: Error & { cause?: unknown } = new Error('a');
    a.cause = a;
    expect(isDependencyUnavailable(a)).toBe(false);
  });
});

describe('a dependency down answers 503 with the envelope and Retry-After', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.app.get('/api/test/db-down', async () => {
      throw new DrizzleQueryError('select 1', [], withCode('connect ECONNREFUSED', 'ECONNREFUSED'));
    });
    t.app.get('/api/test/bug', async () => {
      throw new TypeError('undefined is not a function');
    });
  });
  afterAll(() => t.close());

  it('503, -503 and the message in the caller language, instead of a 500', async () => {
    const res = await t.app.inject({ url: '/api/test/db-down', headers: { host: hosts.watt } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      code: ResultCode.Unavailable,
      msg: 'Service temporarily unavailable, please try again in a moment',
      data: null,
    });
    const ja = await t.app.inject({
      url: '/api/test/db-down',
      headers: { host: hosts.watt, 'accept-language': 'ja' },
    });
    expect(ja.json().msg).toBe(
      'サービスが一時的に利用できません。しばらくしてからもう一度お試しください',
    );
  });

  it('a bug stays a 500 without Retry-After', async () => {
    const res = await t.app.inject({ url: '/api/test/bug', headers: { host: hosts.watt } });
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.json()).toMatchObject({ code: ResultCode.ServerError, data: null });
  });
});
