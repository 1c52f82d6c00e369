import { describe, expect, it } from 'vitest';
import { keyArtOf } from './key-art.ts';

describe('keyArtOf', () => {
  it("finds the banner beside the shop's own game picture", () => {
    expect(keyArtOf('/games/voltage-arena.svg')).toBe('/games/art/voltage-arena.svg');
  });

  it.each([
    'https://cdn.publisher.example/logo.png',
    '/brands/watt.svg',
    '/games/../secret.svg',
    '/games/art/x.svg',
    '',
    undefined,
  ])('has none for %j', (logo) => {
    expect(keyArtOf(logo)).toBeNull();
  });
});
