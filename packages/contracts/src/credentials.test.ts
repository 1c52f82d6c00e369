import { describe, expect, it } from 'vitest';
import { decodeCredential, encodeCredential } from './credentials.ts';

describe('login credential encoding (SPEC §5)', () => {
  it('prefixes 3 random hex characters and round-trips trimmed UTF-8', () => {
    const encoded = encodeCredential('  démo 账号 ');
    expect(encoded).toMatch(/^[0-9a-f]{3}/);
    expect(decodeCredential(encoded)).toBe('démo 账号');
  });

  it('uses a fresh prefix each time', () => {
    const prefixes = new Set(Array.from({ length: 50 }, () => encodeCredential('x').slice(0, 3)));
    expect(prefixes.size).toBeGreaterThan(1);
  });

  it('is exactly prefix + base64', () => {
    expect(encodeCredential('demo', 'a3f')).toBe('a3fZGVtbw==');
  });

  it.each(['', 'zzzZGVtbw==', 'a3', 'a3f!!!', 'a3fZGVtbw=', 'a3f/w=='])(
    'rejects malformed %j',
    (bad) => expect(decodeCredential(bad)).toBeNull(),
  );
});
