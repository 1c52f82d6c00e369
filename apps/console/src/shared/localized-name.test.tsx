import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from './i18n.ts';
import { LocalizedName, pickLanguage } from './localized-name.tsx';
import { byTestId, fakeStaff, owner, render, settle, type Rendered } from '../test/render.tsx';

let page: Rendered | null = null;
afterEach(async () => {
  await page?.unmount();
  page = null;
  await changeLanguage('en');
  localStorage.clear();
});

const vip = { en: 'Gold', de: 'Gold (de)', 'zh-tw': '黃金', ar: 'ذهبي' };

describe('a localized name', () => {
  it("is picked in the operator's language, then its base language, then English, then any", () => {
    expect(pickLanguage(vip, 'zh-tw')).toBe('zh-tw');
    expect(pickLanguage({ en: 'Gold', pt: 'Ouro' }, 'pt-br')).toBe('pt');
    expect(pickLanguage(vip, 'ja')).toBe('en');
    expect(pickLanguage({ ko: '골드', fr: ' ' }, 'fr')).toBe('ko');
    expect(pickLanguage({}, 'fr')).toBeNull();
  });

  it('follows the console language and is marked with the language it is in', async () => {
    page = await render([{ path: '/', element: <LocalizedName names={vip} testId="vip" /> }], {
      staff: fakeStaff(owner),
    });
    expect(byTestId('vip').textContent).toBe('Gold');
    await changeLanguage('ar');
    await settle();
    expect(byTestId('vip').textContent).toBe('ذهبي');
    expect(byTestId('vip').getAttribute('lang')).toBe('ar');
    await changeLanguage('ja');
    await settle();
    expect(byTestId('vip').textContent).toBe('Gold');
    expect(byTestId('vip').getAttribute('lang')).toBe('en');
  });
});
