import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import type { Tree } from './locale-rules.ts';
import ar from './ar.json';
import en from './en.json';
import ja from './ja.json';
import pl from './pl.json';
import ru from './ru.json';

// The shipped dictionaries through i18next itself: counted wording picks the form the player's
// language needs, the way the app calls it.
async function translator(lang: string, dict: Tree) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: lang,
    fallbackLng: 'en',
    resources: { en: { translation: en }, [lang]: { translation: dict } },
    interpolation: { escapeValue: false },
  });
  return instance.t.bind(instance);
}

describe('counted wording', () => {
  it('English: one point, 7 days', async () => {
    const t = await translator('en', en);
    expect(t('vip.points', { count: 1 })).toBe('1 point');
    expect(t('vip.points', { count: 1200 })).toBe('1200 points');
    expect(t('limits.inDays', { frequency: 2, count: 7 })).toBe('Limit 2 in 7 days');
    expect(t('activity.streakSoFar', { count: 1 })).toBe('Current streak: 1 day');
  });

  it('Russian: один, несколько and много forms', async () => {
    const t = await translator('ru', ru);
    expect(t('vip.points', { count: 21 })).toBe('21 очко');
    expect(t('vip.points', { count: 3 })).toBe('3 очка');
    expect(t('vip.points', { count: 11 })).toBe('11 очков');
    expect(t('limits.accountInDays', { frequency: 1, count: 30 })).toBe(
      'Лимит: 1 на аккаунт за 30 дней',
    );
  });

  it('Polish: 2 dni, 22 punkty, 25 punktów', async () => {
    const t = await translator('pl', pl);
    expect(t('vip.pointsEarned', { count: 22 })).toBe('+22 punkty');
    expect(t('vip.pointsEarned', { count: 25 })).toBe('+25 punktów');
    expect(t('activity.goalDays', { count: 1 })).toBe('Seria: 1 dzień');
  });

  it('Arabic: dual and 3-10 forms', async () => {
    const t = await translator('ar', ar);
    expect(t('vip.points', { count: 2 })).toBe('نقطتان');
    expect(t('vip.points', { count: 5 })).toBe('5 نقاط');
    expect(t('limits.inDays', { frequency: 2, count: 7 })).toBe('الحد: 2 خلال 7 أيام');
    expect(t('limits.inDays', { frequency: 1, count: 30 })).toBe('الحد: 1 خلال 30 يومًا');
  });

  it('Japanese: one form for every count', async () => {
    const t = await translator('ja', ja);
    expect(t('vip.nextLevel', { count: 1 })).toBe('次のランクは1ポイント');
  });
});
