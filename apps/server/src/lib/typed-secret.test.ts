import { describe, expect, it } from 'vitest';
import { randomDigits, randomTypedSecret } from './typed-secret.ts';

describe('typed secrets', () => {
  it('draws only symbols a person cannot misread, at the asked length', () => {
    const secret = Array.from({ length: 50 }, () => randomTypedSecret(20)).join('');
    expect(secret).toHaveLength(1000);
    expect(secret).toMatch(/^[A-HJKMNP-Z2-9]+$/);
    expect(secret).not.toMatch(/[01OIL]/);
  });

  it('draws decimal digits for card numbers', () => {
    expect(randomDigits(16)).toMatch(/^\d{16}$/);
  });
});
