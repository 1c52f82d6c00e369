import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import {
  getGameInfo,
  getPaymentGameInfo,
  getReplenishBillingNo,
  setGameInfo,
  setPaymentGameInfo,
  setReplenishBillingNo,
} from '../storage/game-info.ts';
import { getItem, setItem } from '../storage/storage.ts';
import { ApiError, apiClientTimings, apiGet, configureApiClient } from './api-client.ts';
import { registerResultCodeHandlers } from './result-codes.ts';
import { fail, fakeFetch, recordingHandlers } from './test-helpers.ts';

let rec: ReturnType<typeof recordingHandlers>;

beforeEach(() => {
  localStorage.clear();
  configureApiClient({ getToken: () => 'tok', getLanguage: () => 'en' });
  rec = recordingHandlers();
  registerResultCodeHandlers(rec.handlers);
  Object.assign(apiClientTimings, { timeoutMs: 50, retryDelayMs: 0, attempts: 3 });
});

async function callWith(code: number, opts: { silent?: boolean } = {}) {
  const f = fakeFetch(fail(code, `server says ${code}`));
  vi.stubGlobal('fetch', f);
  const err = await apiGet('/api/x', {}, z.unknown(), opts).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  expect(err).toMatchObject({ code, msg: `server says ${code}` });
  expect(f).toHaveBeenCalledTimes(1);
}

describe('result codes (SPEC §8)', () => {
  it('-600 asks the app to clear the user and open login, without toast', async () => {
    await callWith(-600);
    expect(rec.calls).toEqual(['notLoggedIn']);
    expect(rec.toasts).toEqual([]);
  });

  it('-3001 clears the stored game (as the app writes it) and nothing else', async () => {
    setGameInfo({ clientId: '1', gpId: 7, name: 'Alpha' });
    setPaymentGameInfo({ clientId: '1', billingNo: 'TP1' });
    setReplenishBillingNo('TP2');
    setItem('payment_domain_area', 'eru');
    await callWith(-3001);
    expect(getGameInfo()).toBeNull();
    expect(getPaymentGameInfo()).toBeNull();
    expect(getReplenishBillingNo()).toBe('TP2');
    expect(getItem('payment_domain_area')).toBe('eru');
    expect(rec.calls).toEqual(['noGame']);
    expect(rec.toasts).toEqual([]);
  });

  it('-3014 clears the saved area and goes to /notArea', async () => {
    setItem('payment_domain_area', 'eru');
    await callWith(-3014);
    expect(getItem('payment_domain_area')).toBeNull();
    expect(rec.calls).toEqual(['wrongDomain']);
  });

  it('6001 hands over to the not-verified handler', async () => {
    await callWith(6001);
    expect(rec.calls).toEqual(['notVerified']);
    expect(rec.toasts).toEqual([]);
  });

  it('-3016 goes to /errorReplenish', async () => {
    await callWith(-3016);
    expect(rec.calls).toEqual(['replenishError']);
  });

  it.each([-3062, -3022])('%i leaves handling to the caller: no toast', async (code) => {
    await callWith(code);
    expect(rec.calls).toEqual([]);
    expect(rec.toasts).toEqual([]);
  });

  it('any other code toasts the server message', async () => {
    await callWith(-400);
    expect(rec.toasts).toEqual(['server says -400']);
    expect(rec.calls).toEqual([]);
  });

  it('a silent call does not toast', async () => {
    await callWith(-429, { silent: true });
    expect(rec.toasts).toEqual([]);
  });

  it('a throwing handler does not change the rejection', async () => {
    registerResultCodeHandlers({
      ...rec.handlers,
      notLoggedIn: () => {
        throw new Error('router not ready');
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await callWith(-600);
  });
});
