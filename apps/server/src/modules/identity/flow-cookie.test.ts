import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { browserFlowMarks, flowMark, rememberFlow } from './flow-cookie.ts';

const request = (protocol: 'http' | 'https', cookie?: string, host = 'pay.watt-games.example') =>
  ({ protocol, host, headers: cookie ? { cookie } : {} }) as unknown as FastifyRequest;

function started(req: FastifyRequest, key: string, production = false): string {
  let set = '';
  const reply = {
    header: (name: string, value: string) => {
      expect(name).toBe('set-cookie');
      set = value;
    },
  } as unknown as FastifyReply;
  rememberFlow(req, reply, key, production);
  return set;
}

describe('the login flow cookie', () => {
  it('over HTTPS or in production: __Host- name, Secure, Path=/, HttpOnly, SameSite=Lax', () => {
    for (const [protocol, production] of [
      ['https', false],
      ['http', true],
    ] as const) {
      const set = started(request(protocol), 'state-1', production);
      expect(set).toBe(
        `__Host-topup_login=${flowMark('state-1')}; Max-Age=600; Path=/; HttpOnly; SameSite=Lax; Secure`,
      );
    }
  });

  it('plain HTTP outside production, or on a local host in production (E2E): no prefix, not Secure', () => {
    const plain = `topup_login=${flowMark('k')}; Max-Age=600; Path=/; HttpOnly; SameSite=Lax`;
    expect(started(request('http'), 'k')).toBe(plain);
    expect(started(request('http', undefined, 'watt.localhost:8099'), 'k', true)).toBe(plain);
  });

  it('keeps the last four flows of the browser and reads back only well-formed marks', () => {
    let cookie = '';
    for (const key of ['a', 'b', 'c', 'd', 'e']) {
      cookie = started(request('http', cookie), key).split(';')[0]!;
    }
    expect(browserFlowMarks(request('http', cookie), false)).toEqual(
      ['b', 'c', 'd', 'e'].map(flowMark),
    );
    expect(
      browserFlowMarks(request('http', `x=1; topup_login=junk.${flowMark('z')}`), false),
    ).toEqual([flowMark('z')]);
  });

  it('over HTTPS the unprefixed cookie (plantable by a sibling host) counts for nothing', () => {
    const planted = request('https', `topup_login=${flowMark('evil')}`);
    expect(browserFlowMarks(planted, false)).toEqual([]);
  });
});
