import type { Page } from '@playwright/test';
import { expect, test, tenantUrl } from './support/fixtures.ts';

// Issue 29 item 8: Japanese broke inside words ("キャラ/クター"). Japanese now breaks between
// phrases (Chromium's word-break: auto-phrase) and Korean between its space-separated words
// (keep-all). Checked on what the page shows: no word of the page's text runs over two lines.

const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } };
const SHOTS = process.env.SHOTS_DIR ?? 'e2e/screenshots/defects';

/**
 * Words of the visible text that start on one line and end on another. `split` finds the words
 * of a text node: Japanese by Intl.Segmenter's words (the browser's own dictionary), Korean by
 * spaces. A word wider than its box may still wrap (overflow-wrap), so those are left out.
 */
async function brokenWords(page: Page, lang: 'ja' | 'ko'): Promise<string[]> {
  return page.evaluate((lang) => {
    const broken: string[] = [];
    const seg = new Intl.Segmenter(lang, { granularity: 'word' });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !/[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/.test(text)) continue;
      if (parent.closest('[aria-hidden="true"], [hidden], script, style, option')) continue;
      const box = parent.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const words =
        lang === 'ko'
          ? [...text.matchAll(/\S+/g)].map((m) => ({ segment: m[0], index: m.index }))
          : [...seg.segment(text)].filter((s) => s.isWordLike);
      for (const { segment, index } of words) {
        if (segment.length < 2) continue;
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + segment.length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        const tops = new Set(rects.map((r) => Math.round(r.top)));
        const width = rects.reduce((sum, r) => sum + r.width, 0);
        if (tops.size > 1 && width < box.width) broken.push(segment);
      }
    }
    return broken;
  }, lang);
}

const cases = [
  { brand: 'acenetJp', lang: 'ja', locale: 'ja-JP', login: 'ログイン' },
  { brand: 'spotJp', lang: 'ja', locale: 'ja-JP', login: 'ログイン' },
  { brand: 'ko', lang: 'ko', locale: 'ko-KR', login: '로그인' },
] as const;

for (const c of cases) {
  test.describe(`${c.brand} in ${c.lang}`, () => {
    test.use({ locale: c.locale });
    for (const [size, viewport] of Object.entries(sizes)) {
      test(`${size}: no word breaks across lines`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(tenantUrl(c.brand, '/selectGoods'));
        await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
        await expect(page.getByRole('region').first()).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: `${SHOTS}/cjk-${c.brand}-${size}.png`, fullPage: true });
        expect(await brokenWords(page, c.lang)).toEqual([]);
        // The login sheet: the longest texts of a first visit (agreements, hints).
        await page.getByRole('banner').getByRole('button', { name: c.login }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/cjk-${c.brand}-${size}-login.png` });
        expect(await brokenWords(page, c.lang)).toEqual([]);
      });
    }
  });
}
