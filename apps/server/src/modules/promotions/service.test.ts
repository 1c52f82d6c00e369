import { describe, expect, it } from 'vitest';
import type { PromotionRow } from './repository.ts';
import { consoleView, publicView } from './service.ts';
import { isLive, promotionState } from './state.ts';

const at = new Date('2026-06-01T12:00:00Z');
const row = (over: Partial<PromotionRow> = {}): PromotionRow => ({
  id: 7,
  tenantId: 'watt',
  gameCode: 'voltage-arena',
  titles: { en: 'Sale', ar: 'تخفيض' },
  texts: {},
  linkProductId: null,
  linkPath: '/recharge',
  startsAt: new Date('2026-06-01T00:00:00Z'),
  endsAt: new Date('2026-06-02T00:00:00Z'),
  active: true,
  sort: 0,
  endedAt: null,
  seedKey: null,
  createdAt: at,
  ...over,
});

describe('promotion state', () => {
  it('is live inside its window while active and not ended', () => {
    expect(promotionState(row(), at)).toBe('live');
    expect(isLive(row(), at)).toBe(true);
  });
  it('starts at starts_at and stops at ends_at (end excluded)', () => {
    expect(promotionState(row({ startsAt: at }), at)).toBe('live');
    expect(promotionState(row({ startsAt: new Date(at.getTime() + 1) }), at)).toBe('upcoming');
    expect(promotionState(row({ endsAt: at }), at)).toBe('ended');
  });
  it('an ended or switched-off one is not live; ended wins', () => {
    expect(promotionState(row({ endedAt: at }), at)).toBe('ended');
    expect(promotionState(row({ active: false }), at)).toBe('inactive');
    expect(promotionState(row({ active: false, endedAt: at }), at)).toBe('ended');
    expect(isLive(row({ active: false }), at)).toBe(false);
  });
});

describe('promotion views', () => {
  it('gives the player the title in their language, else English; no text is null', () => {
    expect(publicView(row(), 'ar')).toEqual({
      id: 7,
      title: 'تخفيض',
      text: null,
      product_id: null,
      path: '/recharge',
      ends_at: '2026-06-02T00:00:00.000Z',
    });
    expect(publicView(row(), 'de').title).toBe('Sale');
    expect(publicView(row({ texts: { en: 'More' } }), 'ar').text).toBe('More');
  });
  it('gives the console every language and the state', () => {
    expect(consoleView(row({ active: false }), at)).toMatchObject({
      titles: { en: 'Sale', ar: 'تخفيض' },
      state: 'inactive',
      ended_at: null,
    });
  });
});
