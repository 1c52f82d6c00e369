import { beforeEach, describe, expect, it } from 'vitest';
import { getItem } from '../storage/storage.ts';
import { getIdfv, randomId } from './idfv.ts';

beforeEach(() => localStorage.clear());

describe('getIdfv', () => {
  it('creates one id and keeps returning it', () => {
    const first = getIdfv('');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(getIdfv('')).toBe(first);
    expect(getItem('paymentUuid')).toBe(first);
  });

  it('prefers the idfv passed by the game and remembers it', () => {
    getIdfv('');
    expect(getIdfv('?idfv=GAME-DEVICE-1')).toBe('GAME-DEVICE-1');
    expect(getIdfv('')).toBe('GAME-DEVICE-1');
  });

  it('ignores an implausible query idfv', () => {
    const stored = getIdfv('');
    expect(getIdfv(`?idfv=${'x'.repeat(65)}`)).toBe(stored);
    expect(getIdfv('?idfv=<script>')).toBe(stored);
  });
});

describe('randomId', () => {
  it('makes v4 UUIDs without crypto.randomUUID', () => {
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 50 }, randomId));
      expect(ids.size).toBe(50);
      for (const id of ids)
        expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      if (own) Object.defineProperty(crypto, 'randomUUID', own);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });
});
