import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('stores scrypt$N$r$p$salt$hash with a random 16-byte salt and a 64-byte key', async () => {
    const a = await hashPassword('demo1234');
    const b = await hashPassword('demo1234');
    const parts = a.split('$');
    expect(parts.slice(0, 4)).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(parts[4]!, 'base64')).toHaveLength(16);
    expect(Buffer.from(parts[5]!, 'base64')).toHaveLength(64);
    expect(a).not.toContain('demo1234');
    expect(a).not.toBe(b);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('s3cret pässword');
    expect(await verifyPassword('s3cret pässword', stored)).toBe(true);
    expect(await verifyPassword('s3cret password', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('keeps a pinned salt deterministic', async () => {
    const salt = Buffer.alloc(16, 7);
    expect(await hashPassword('x', salt)).toBe(await hashPassword('x', salt));
  });

  it('fails (never throws) for a missing account or a corrupt row', async () => {
    expect(await verifyPassword('demo1234', null)).toBe(false);
    expect(await verifyPassword('demo1234', 'plain-text')).toBe(false);
    expect(await verifyPassword('demo1234', 'scrypt$1073741824$8$1$AAAA$AAAA')).toBe(false);
    const stored = await hashPassword('demo1234');
    expect(await verifyPassword('demo1234', stored.replace('$16384$', '$16385$'))).toBe(false);
  });
});
