import { describe, expect, it } from 'vitest';
import { auditDiff, fieldLabel } from './audit-diff.ts';

const words = { yes: 'Yes', no: 'No', none: '—' };
const lines = (before: unknown, after: unknown, lang = 'en') =>
  auditDiff(before, after, lang, words).map((l) => `${l.label}: ${l.before} → ${l.after}`);

describe('audit diff', () => {
  it('lists only what changed, money in its units and a price list in words', () => {
    const before = {
      product_id: 'gem-60',
      value: 60,
      active: true,
      prices: [
        { currency: 'USD', amount_minor: 99 },
        { currency: 'KRW', amount_minor: 1200 },
      ],
    };
    const after = { ...before, active: false, prices: [{ currency: 'USD', amount_minor: 119 }] };
    expect(lines(before, after)).toEqual(['Active: Yes → No', 'Prices: $0.99, ₩1,200 → $1.19']);
  });

  it('gives a line per language whose name changed, the operator’s own first, never JSON', () => {
    const before = { names: { en: 'Bronze', ko: '브론즈' } };
    const after = { names: { en: 'Bronze', ko: '청동', ja: 'ブロンズ' } };
    expect(lines(before, after)).toEqual([
      'Names (Korean): 브론즈 → 청동',
      'Names (Japanese): null → ブロンズ',
    ]);
    expect(lines({ names: { en: 'A', ja: 'あ' } }, { names: { en: 'B', ja: 'い' } }, 'ja')[0]).toBe(
      'Names (日本語): あ → い',
    );
  });

  it('reads an amount with the currency of its record, times in the operator’s zone, a creation without its empty fields', () => {
    const created = auditDiff(
      null,
      {
        amount_minor: 250,
        currency: 'USD',
        starts_at: '2026-11-27T08:00:00.000Z',
        chain_step: null,
      },
      'en',
      words,
    );
    expect(created.map((l) => [l.label, l.before, l.after])).toEqual([
      ['Amount', null, '$2.50'],
      ['Currency', null, 'USD'],
      ['Starts at', null, expect.stringMatching(/2026/)],
    ]);
    expect(created[2]!.after).not.toContain('T08:00');
  });

  it('goes into nested records field by field', () => {
    expect(
      lines(
        { limit: { type: 'role', frequency: 1, days: 0 } },
        { limit: { type: 'role', frequency: 3, days: 0 } },
      ),
    ).toEqual(['Limit › Frequency: 1 → 3']);
    expect(lines({ bonus: 300 }, { bonus: null })).toEqual(['Bonus: 300 → —']);
  });

  it('labels keys in words', () => {
    expect(fieldLabel('regular_product_id')).toBe('Regular product id');
    expect(fieldLabel('refundedMinor')).toBe('Refunded');
    expect(fieldLabel('startsAt')).toBe('Starts at');
  });
});

describe('audit diff, coded values', () => {
  it("shows a coded value in the page's words and any other value as it is", () => {
    const coded = (key: string, value: string) =>
      key === 'reason' && value === 'player-request' ? 'Player request' : null;
    const shown = auditDiff(
      { refunded_minor: 0, currency: 'USD' },
      { refunded_minor: 75, currency: 'USD', reason: 'player-request', note: 'asked by mail' },
      'en',
      { ...words, coded },
    ).map((l) => `${l.label}: ${l.after}`);
    expect(shown).toContain('Reason: Player request');
    expect(shown).toContain('Note: asked by mail');
    expect(shown).not.toContain('Reason: player-request');
  });
});
