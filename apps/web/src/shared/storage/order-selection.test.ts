import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearOrderSelection,
  getOrderSelection,
  setOrderSelection,
  updateOrderSelection,
} from './order-selection.ts';

const DAY = 86_400_000;

beforeEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('order selection', () => {
  it('is empty when nothing is stored', () => {
    expect(getOrderSelection()).toEqual({});
  });

  it('merges updates and keeps display/value pairs', () => {
    updateOrderSelection({ gameName: 'Demo', clientId: '1001', gameProductId: 7 });
    updateOrderSelection({
      server: { display: 'S1', value: '1' },
      role: { display: 'Hero', value: 'r9' },
    });
    expect(getOrderSelection()).toEqual({
      gameName: 'Demo',
      clientId: '1001',
      gameProductId: 7,
      server: { display: 'S1', value: '1' },
      role: { display: 'Hero', value: 'r9' },
    });
  });

  it('drops a field updated to undefined', () => {
    updateOrderSelection({ billing_no: 'B1', rechargeKey: 'k' });
    updateOrderSelection({ billing_no: undefined });
    expect(getOrderSelection()).toEqual({ rechargeKey: 'k' });
  });

  it('keeps extra goods fields', () => {
    setOrderSelection({ goods: { value: 'g1', display: '60 gems', price: 99 } });
    expect(getOrderSelection().goods).toEqual({ value: 'g1', display: '60 gems', price: 99 });
  });

  it('persists 7 days', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    updateOrderSelection({ gameName: 'Demo' });
    vi.setSystemTime(Date.now() + 7 * DAY - 1);
    expect(getOrderSelection().gameName).toBe('Demo');
    vi.setSystemTime(Date.now() + 1);
    expect(getOrderSelection()).toEqual({});
  });

  it('discards a stored selection of the wrong shape', () => {
    localStorage.setItem(
      'paymentOrderInfo',
      JSON.stringify({ value: { area: 'eru' }, expires: Date.now() + DAY }),
    );
    expect(getOrderSelection()).toEqual({});
    expect(localStorage.getItem('paymentOrderInfo')).toBeNull();
  });

  it('clears', () => {
    updateOrderSelection({ gameName: 'Demo' });
    clearOrderSelection();
    expect(getOrderSelection()).toEqual({});
  });
});
