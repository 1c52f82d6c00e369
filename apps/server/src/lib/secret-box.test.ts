import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

const key = 'k'.repeat(40);

describe('secret box', () => {
  it('seals with a fresh IV each time and opens to the same text', () => {
    const box = createSecretBox(key);
    const a = box.seal('game-secret-0123456789');
    const b = box.seal('game-secret-0123456789');
    expect(a).toMatch(/^enc:v1:/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('game-secret');
    expect(box.open(a)).toBe('game-secret-0123456789');
  });

  it('refuses a tampered value or another key (GCM tag)', () => {
    const sealed = createSecretBox(key).seal('game-secret-0123456789');
    const parts = sealed.split(':');
    const body = Buffer.from(parts[4]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[4] = body.toString('base64url');
    expect(() => createSecretBox(key).open(parts.join(':'))).toThrow();
    expect(() => createSecretBox('x'.repeat(40)).open(sealed)).toThrow();
  });

  it('without a key stores as given, reads old plain values, and refuses sealed ones', () => {
    const none = createSecretBox(undefined);
    expect(none.seal('plain')).toBe('plain');
    expect(createSecretBox(key).open('stored-before-a-key')).toBe('stored-before-a-key');
    expect(() => none.open(createSecretBox(key).seal('x'))).toThrow(/SECRETS_KEY/);
  });
});
