import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { getItem, removeItem, setItem } from './storage.ts';

const DAY = 86_400_000;

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('storage', () => {
  it('stores { value, expires } with the key lifetime of SPEC §3', () => {
    setItem('paymentOrderInfo', { gameName: 'x' });
    const raw = JSON.parse(localStorage.getItem('paymentOrderInfo')!);
    expect(raw).toEqual({ value: { gameName: 'x' }, expires: Date.now() + 7 * DAY });
    setItem('paymentBakApi', 'https://b.example');
    expect(JSON.parse(localStorage.getItem('paymentBakApi')!).expires).toBe(Date.now() + DAY);
  });

  it('reads a value back until it expires, then removes it', () => {
    setItem('trafficSource', 'social');
    vi.setSystemTime(Date.now() + DAY - 1);
    expect(getItem<string>('trafficSource')).toBe('social');
    vi.setSystemTime(Date.now() + 1);
    expect(getItem<string>('trafficSource')).toBeNull();
    expect(localStorage.getItem('trafficSource')).toBeNull();
  });

  it('honours an explicit lifetime in days', () => {
    setItem('perfLang', 'ja', 2);
    vi.setSystemTime(Date.now() + 2 * DAY - 1);
    expect(getItem('perfLang')).toBe('ja');
    vi.setSystemTime(Date.now() + 1);
    expect(getItem('perfLang')).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['a bare value', '"en"'],
    ['no expires', '{"value":"en"}'],
    ['expires not a number', '{"value":"en","expires":"soon"}'],
  ])('treats %s as absent and removes it', (_label, raw) => {
    localStorage.setItem('perfLang', raw);
    expect(getItem('perfLang')).toBeNull();
    expect(localStorage.getItem('perfLang')).toBeNull();
  });

  it('removes a value of the wrong shape when a schema is given', () => {
    setItem('paymentUuid', 42);
    expect(getItem('paymentUuid', z.string())).toBeNull();
    expect(localStorage.getItem('paymentUuid')).toBeNull();
  });

  it('setItem with null or undefined removes; removeItem removes', () => {
    setItem('perfLang', 'en');
    setItem('perfLang', undefined);
    expect(getItem('perfLang')).toBeNull();
    setItem('perfLang', 'en');
    removeItem('perfLang');
    expect(localStorage.getItem('perfLang')).toBeNull();
  });

  describe('when localStorage is unavailable', () => {
    let restore: () => void;
    beforeEach(() => {
      const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
      restore = () => Object.defineProperty(window, 'localStorage', descriptor);
    });
    afterEach(() => restore());

    it('keeps values in memory for the session', () => {
      setItem('perfLang', 'ko');
      expect(getItem('perfLang')).toBe('ko');
      removeItem('perfLang');
      expect(getItem('perfLang')).toBeNull();
    });

    it('still expires memory values', () => {
      setItem('trafficSource', 'social');
      vi.setSystemTime(Date.now() + DAY);
      expect(getItem('trafficSource')).toBeNull();
    });
  });

  it('falls back to memory when a write throws (quota, Safari private mode)', () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    const full = {
      getItem: () => null,
      removeItem: () => {},
      setItem: vi.fn(() => {
        throw new DOMException('full', 'QuotaExceededError');
      }),
    };
    Object.defineProperty(window, 'localStorage', { configurable: true, value: full });
    try {
      setItem('perfLang', 'th');
      expect(full.setItem).toHaveBeenCalled();
      expect(getItem('perfLang')).toBe('th');
    } finally {
      Object.defineProperty(window, 'localStorage', descriptor);
    }
  });
});
