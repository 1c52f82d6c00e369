import { describe, expect, it } from 'vitest';
import { fromPagsmileAmount, toPagsmileAmount } from './amounts.ts';

describe('Pagsmile amounts', () => {
  it('writes major-unit decimals with the currency decimals', () => {
    expect(toPagsmileAmount(4990, 'BRL')).toBe('49.90');
    expect(toPagsmileAmount(5, 'MXN')).toBe('0.05');
    expect(toPagsmileAmount(5000, 'CLP')).toBe('5000');
    expect(toPagsmileAmount(1.5, 'BRL')).toBeNull();
    expect(toPagsmileAmount(-1, 'BRL')).toBeNull();
  });

  it('reads strings and numbers back exactly', () => {
    expect(fromPagsmileAmount('49.90', 'BRL')).toBe(4990);
    expect(fromPagsmileAmount(10, 'BRL')).toBe(1000);
    expect(fromPagsmileAmount('5000.00', 'CLP')).toBe(5000);
    expect(fromPagsmileAmount('49.999', 'BRL')).toBeNull();
    expect(fromPagsmileAmount('', 'BRL')).toBeNull();
  });
});
