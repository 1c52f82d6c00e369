import { describe, expect, it } from 'vitest';
import { decimalToMinor, minorToDecimal, rescaleDigits } from './decimal-amount.ts';

describe('decimal amounts', () => {
  it('write minor units as decimals of the currency', () => {
    expect(minorToDecimal(499, 2)).toBe('4.99');
    expect(minorToDecimal(5, 2)).toBe('0.05');
    expect(minorToDecimal(6000, 0)).toBe('6000');
    expect(minorToDecimal(1234, 3)).toBe('1.234');
  });

  it('read them back exactly, refusing what the currency cannot hold', () => {
    expect(decimalToMinor('4.99', 2)).toBe(499);
    expect(decimalToMinor(12.5, 2)).toBe(1250);
    expect(decimalToMinor('1426935.00', 0)).toBe(1426935);
    expect(decimalToMinor(' 100 ', 2)).toBe(10000);
    expect(decimalToMinor('1.234', 2)).toBeNull();
    expect(decimalToMinor('-1', 2)).toBeNull();
    expect(decimalToMinor('1e3', 2)).toBeNull();
    expect(decimalToMinor(null, 2)).toBeNull();
    expect(decimalToMinor('99999999999999999999', 2)).toBeNull();
  });
});

describe('rescaleDigits', () => {
  it('adds zeros going to a finer unit, and keeps zero as zero', () => {
    expect(rescaleDigits('16000', 0, 2)).toBe('1600000');
    expect(rescaleDigits('0', 0, 2)).toBe('0');
    expect(rescaleDigits('499', 2, 2)).toBe('499');
  });

  it('drops only zeros going to a coarser unit, never rounds', () => {
    expect(rescaleDigits('1600000', 2, 0)).toBe('16000');
    expect(rescaleDigits('12340', 3, 2)).toBe('1234');
    expect(rescaleDigits('12345', 3, 2)).toBeNull();
    expect(rescaleDigits('50', 2, 0)).toBeNull();
    expect(rescaleDigits('00', 2, 0)).toBe('0');
  });
});
