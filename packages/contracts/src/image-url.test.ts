import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { imageUrlSchema } from './image-url.ts';

describe('imageUrlSchema', () => {
  it.each(['/goods/diamonds-60.svg', 'https://cdn.example.com/a.webp'])('accepts %s', (url) => {
    expect(z.safeParse(imageUrlSchema, url).success).toBe(true);
  });

  it.each([
    'http://cdn.example.com/a.png',
    '//cdn.example.com/a.png',
    '/\\evil.example.com/a.png',
    'data:image/svg+xml,<svg/>',
    'javascript:alert(1)',
    'goods/a.svg',
    `/${'a'.repeat(500)}`,
  ])('refuses %s', (url) => {
    expect(z.safeParse(imageUrlSchema, url).success).toBe(false);
  });
});
