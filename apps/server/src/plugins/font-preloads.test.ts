import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { basicLatinFiles, createFontPreloads } from './font-preloads.ts';

// The shape of @fontsource-variable's CSS as Vite builds it (minified, one rule per slice).
const face = (file: string, range: string) =>
  '@font-face{font-family:Inter Variable;font-style:normal;font-display:swap;' +
  `font-weight:100 900;src:url(/assets/${file})format("woff2-variations");unicode-range:${range}}`;
const css =
  face('inter-cyrillic-wght-normal-a1.woff2', 'U+301,U+400-45F,U+490-491') +
  face('inter-latin-ext-wght-normal-b2.woff2', 'U+100-2BA,U+2BD-2C5') +
  face('inter-latin-wght-normal-c3.woff2', 'U+??,U+131,U+152-153,U+2000-206F,U+20AC');

describe('the font files a rendered page preloads', () => {
  it('are the slices covering U+0000-00FF, and no other', () => {
    expect(basicLatinFiles(css)).toEqual(['/assets/inter-latin-wght-normal-c3.woff2']);
    expect(basicLatinFiles(face('x-latin-d4.woff2', 'U+0000-00FF,U+0131'))).toEqual([
      '/assets/x-latin-d4.woff2',
    ]);
    expect(basicLatinFiles('body{color:red}')).toEqual([]);
  });

  it('are linked as CORS font preloads, from the built stylesheet, read once', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'topup-fonts-'));
    try {
      await mkdir(path.join(dist, 'assets'));
      await writeFile(path.join(dist, 'assets', 'inter-e5.css'), css);
      const preloads = createFontPreloads(dist);
      const tag =
        '<link rel="preload" as="font" type="font/woff2" ' +
        'href="/assets/inter-latin-wght-normal-c3.woff2" crossorigin>';
      expect(await preloads('/assets/inter-e5.css')).toBe(tag);
      await rm(path.join(dist, 'assets', 'inter-e5.css'));
      expect(await preloads('/assets/inter-e5.css')).toBe(tag);
      // Nothing outside the build's assets, and nothing for a file that is not there.
      expect(await preloads('/../secret.css')).toBe('');
      expect(await preloads('/assets/missing.css')).toBe('');
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});
