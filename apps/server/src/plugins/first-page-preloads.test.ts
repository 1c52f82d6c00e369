import { describe, expect, it } from 'vitest';
import { testViteManifest } from '../test/create-test-app.ts';
import { goodsPagePreloads, preloadTags } from './first-page-preloads.ts';

describe("the goods page's preloads from Vite's manifest", () => {
  it('names its chunk, the chunks only it imports, its CSS and the messages it will show', () => {
    // Not English beside Japanese: the app no longer fetches it there (ADR 0060).
    expect(goodsPagePreloads(testViteManifest, ['ja'])).toEqual({
      scripts: ['/assets/select-goods-page-g1.js', '/assets/money-m1.js', '/assets/ja-j1.js'],
      styles: ['/assets/select-goods-page-g1.css'],
    });
  });

  it('leaves out what index.html already loads, and languages without messages', () => {
    const { scripts } = goodsPagePreloads(testViteManifest, ['en', 'xx']);
    expect(scripts).not.toContain('/assets/app-abc123.js');
    expect(scripts).not.toContain('/assets/react-r1.js');
    expect(scripts.filter((s) => s.includes('/en-'))).toHaveLength(1);
    expect(scripts).toHaveLength(3);
  });

  it('writes style preloads and module preloads', () => {
    expect(preloadTags({ scripts: ['/assets/a.js'], styles: ['/assets/a.css'] })).toBe(
      '<link rel="preload" as="style" href="/assets/a.css">' +
        '<link rel="modulepreload" href="/assets/a.js">',
    );
  });
});
