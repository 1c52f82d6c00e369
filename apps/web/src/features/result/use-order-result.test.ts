import { describe, expect, it } from 'vitest';
import type { OrderInfo } from '@topup/contracts/payments';
import { advance, type OrderResult } from './use-order-result.ts';

const order = (status: OrderInfo['status']): OrderInfo => ({
  status,
  billing_no: 'TP2611210000000001',
  user_name: 'demo',
  game_name: 'Voltage Arena',
  game_server_name: 'S1 Dawn',
  role_name: 'Borin',
  product_name: '300 Diamonds',
});
const at = (phase: OrderResult['phase']): OrderResult => ({
  phase,
  order: null,
  checking: false,
  stillPending: false,
  track: null,
});

describe('advance (result popup state)', () => {
  it('moves from pending to success or fail', () => {
    expect(advance(at('pending'), order(1)).phase).toBe('success');
    expect(advance(at('checking'), order(-2)).phase).toBe('fail');
  });

  it('never goes back to pending after a settled answer (a slow first poll)', () => {
    expect(advance(at('success'), order(-1)).phase).toBe('success');
    expect(advance(at('fail'), order(-1)).phase).toBe('fail');
    expect(advance(at('refunded'), order(-1)).phase).toBe('refunded');
  });

  it('a paid order given back in full is refunded, not failed; a success can become refunded', () => {
    const refunded = { ...order(-2), refunded: true as const };
    expect(advance(at('checking'), refunded).phase).toBe('refunded');
    expect(advance(at('success'), refunded).phase).toBe('refunded');
  });
});
