import { describe, expect, it } from 'vitest';
import { CARD_FIELD_MAX, decodeCardInfo, encodeCardInfo, fnv1a } from './card-info.ts';

describe('card_info (SPEC §5)', () => {
  it('round-trips the trimmed card id and password', () => {
    const info = encodeCardInfo('  9900010001 ', ' pin1234\t');
    expect(decodeCardInfo(info)).toEqual({ cardNo: '9900010001', password: 'pin1234' });
  });

  it('is base64 of both credentials and their FNV-1a, joined by colons', () => {
    const info = encodeCardInfo('12', 'pw', ['abc', 'def']);
    const body = 'abcMTI=:defcHc=';
    expect(atob(info)).toBe(`${body}:${fnv1a(body)}`);
    // Known FNV-1a 32-bit vectors.
    expect(fnv1a('')).toBe('811c9dc5');
    expect(fnv1a('a')).toBe('e40c292c');
  });

  it('keeps non-ASCII text intact', () => {
    const info = encodeCardInfo('カード-1', 'пароль');
    expect(decodeCardInfo(info)).toEqual({ cardNo: 'カード-1', password: 'пароль' });
  });

  it('refuses a changed hash, a changed part, bad base64, empty or too long fields', () => {
    const info = atob(encodeCardInfo('9900010001', 'pin1234', ['abc', 'def']));
    const [card, password, hash] = info.split(':') as [string, string, string];
    expect(decodeCardInfo(btoa(`${card}:${password}:00000000`))).toBeNull();
    expect(decodeCardInfo(btoa(`${card}:defcGluMTIzNQ==:${hash}`))).toBeNull();
    expect(decodeCardInfo('%%%not base64')).toBeNull();
    expect(decodeCardInfo(btoa('a:b'))).toBeNull();
    expect(decodeCardInfo(encodeCardInfo('  ', 'pin'))).toBeNull();
    expect(decodeCardInfo(encodeCardInfo('1'.repeat(CARD_FIELD_MAX), 'p'))).not.toBeNull();
    expect(decodeCardInfo(encodeCardInfo('1'.repeat(CARD_FIELD_MAX + 1), 'p'))).toBeNull();
  });
});
