import { describe, expect, it, vi } from 'vitest';
import type { OrderTrack } from '@topup/contracts/order-track';
import { createTrackHub, type TrackAdmission } from './order-track-hub.ts';

// The hub's counting and sharing (issue 28 item 11) without a database: reads are counted calls.
const track = { billing_no: 'TP1', state: 'created', final: false } as OrderTrack;
const hubOf = (perPlayer: number, perInstance: number) =>
  createTrackHub({ pollMs: 20, limits: { perPlayer, perInstance }, onReadError: () => {} });
const admitted = (a: ReturnType<ReturnType<typeof hubOf>['admit']>) => {
  expect(typeof a).toBe('object');
  return a as TrackAdmission;
};

describe('createTrackHub', () => {
  it('counts the account as well as the token: a fresh token does not reset the cap', () => {
    const hub = hubOf(2, 100);
    const read = vi.fn(async () => track);
    for (const token of ['t1', 't1']) {
      const sub = admitted(hub.admit(token)).open({ player: 'watt|1', order: 'o' }, read, () => {});
      expect(typeof sub).toBe('object');
    }
    expect(hub.admit('t1')).toBe('player');
    // Another token of the same account passes the token count, then meets the account's.
    expect(admitted(hub.admit('t2')).open({ player: 'watt|1', order: 'o' }, read, () => {})).toBe(
      'player',
    );
    expect(hub.openCount()).toBe(2);
  });

  it('gives places back when a stream is dropped before it opens or closes', () => {
    const hub = hubOf(1, 1);
    admitted(hub.admit('t1')).drop();
    const sub = admitted(hub.admit('t1')).open(
      { player: 'p', order: 'o' },
      async () => track,
      () => {},
    );
    expect(hub.admit('t2')).toBe('instance');
    if (typeof sub === 'object') sub.close();
    expect(hub.openCount()).toBe(0);
    expect(typeof hub.admit('t2')).toBe('object');
  });

  it('reads an order once per tick for all its streams; a late joiner gets the last read', async () => {
    const hub = hubOf(10, 100);
    const read = vi.fn(async () => track);
    const seen: number[] = [0, 0, 0];
    const subs = [0, 1, 2].map((i) =>
      admitted(hub.admit(`t${i}`)).open({ player: `p${i}`, order: 'o' }, read, () => seen[i]!++),
    );
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(3), { timeout: 2_000 });
    expect(seen.every((n) => n >= 3)).toBe(true);
    const late = vi.fn();
    const lateSub = admitted(hub.admit('t9')).open({ player: 'p9', order: 'o' }, read, late);
    await vi.waitFor(() => expect(late).toHaveBeenCalledWith(track));
    for (const sub of [...subs, lateSub]) if (typeof sub === 'object') sub.close();
    // The last stream gone, the order's reads stop.
    const reads = read.mock.calls.length;
    await new Promise((r) => setTimeout(r, 100));
    expect(read.mock.calls.length).toBe(reads);
  });
});
