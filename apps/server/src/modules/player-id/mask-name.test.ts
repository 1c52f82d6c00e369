import { describe, expect, it } from 'vitest';
import { maskName } from './mask-name.ts';

describe('maskName', () => {
  it('keeps the first and last letters of a short name', () => {
    expect(maskName('Borin')).toBe('B***n');
    expect(maskName('Cyra')).toBe('C**a');
    expect(maskName('Ryo')).toBe('R*o');
  });

  it('keeps two letters at the front from six on', () => {
    expect(maskName('Tamsinator')).toBe('Ta*******r');
  });

  it('masks by letter in scripts of several bytes', () => {
    expect(maskName('김철수')).toBe('김*수');
    expect(maskName('さくら')).toBe('さ*ら');
    expect(maskName('가나')).toBe('가*');
  });

  it('shows a one-letter name as it is', () => {
    expect(maskName('X')).toBe('X');
  });
});
