import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languages } from '@topup/contracts/languages';
import { en, type MessageKey } from './messages/en.ts';
import { translations } from './messages/translations.ts';
import { countedMessage, serverMessage, withDetail } from './server-messages.ts';

const keys = Object.keys(en) as MessageKey[];
const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

describe('serverMessage', () => {
  it('gives English, and the translation in every language', () => {
    const text = serverMessage('game.notFound');
    expect(text.en).toBe('Game not found');
    expect(text.in('en')).toBe('Game not found');
    expect(text.in('ja')).toBe('ゲームが見つかりません');
    expect(text.in('zh-tw')).toBe('找不到遊戲');
  });

  it('fills placeholders in every language', () => {
    const text = serverMessage('request.tooMany', { seconds: 42 });
    expect(text.en).toBe('Too many requests, retry in 42 s');
    for (const lang of languages) {
      expect(text.in(lang)).toContain('42');
      expect(text.in(lang)).not.toContain('{seconds}');
    }
  });

  it('picks the singular or plural text by count', () => {
    expect(countedMessage('accounts.loginLocked', 1, { minutes: 1 }).en).toBe(
      'Too many failed login attempts. Please try again in 1 minute.',
    );
    expect(countedMessage('accounts.loginLocked', 11, { minutes: 11 }).en).toBe(
      'Too many failed login attempts. Please try again in 11 minutes.',
    );
    expect(countedMessage('accounts.loginLocked', 1, { minutes: 1 }).in('de')).toContain(
      '1 Minute ',
    );
    expect(countedMessage('accounts.loginLocked', 3, { minutes: 3 }).in('de')).toContain(
      '3 Minuten ',
    );
  });

  it('uses the plural forms of Russian, Polish and Arabic', () => {
    const locked = (n: number, lang: 'ru' | 'pl' | 'ar') =>
      countedMessage('accounts.loginLocked', n, { minutes: n }).in(lang);
    expect(locked(1, 'ru')).toMatch(/через 1 минуту\.$/);
    expect(locked(21, 'ru')).toMatch(/через 21 минуту\.$/);
    expect(locked(3, 'ru')).toMatch(/через 3 минуты\.$/);
    expect(locked(15, 'ru')).toMatch(/через 15 минут\.$/);
    expect(locked(1, 'pl')).toMatch(/za 1 minutę\.$/);
    expect(locked(4, 'pl')).toMatch(/za 4 minuty\.$/);
    expect(locked(12, 'pl')).toMatch(/za 12 minut\.$/);
    expect(locked(2, 'ar')).toMatch(/بعد دقيقتين\.$/);
    expect(locked(5, 'ar')).toMatch(/بعد 5 دقائق\.$/);
    expect(locked(15, 'ar')).toMatch(/بعد 15 دقيقة\.$/);
  });

  it('keeps a technical detail as written after the localized lead', () => {
    const text = withDetail(serverMessage('request.invalid', { where: 'body' }), 'x: Required');
    expect(text.en).toBe('Invalid body: x: Required');
    expect(text.in('ja')).toBe('リクエストが正しくありません（body）: x: Required');
  });
});

describe('the message catalogue', () => {
  it('has every key, non-empty, in every language and nothing more', () => {
    for (const lang of languages) {
      const messages = translations[lang];
      expect([lang, Object.keys(messages).sort()]).toEqual([lang, [...keys].sort()]);
      for (const key of keys)
        expect([lang, key, messages[key].trim()]).not.toEqual([lang, key, '']);
    }
  });

  it('keeps the placeholders of every translation', () => {
    for (const lang of languages) {
      for (const key of keys) {
        const value = translations[lang][key];
        expect([lang, key, placeholders(value)]).toEqual([lang, key, placeholders(en[key])]);
      }
    }
  });

  it('translates rather than copies the English', () => {
    for (const lang of languages.filter((l) => l !== 'en')) {
      const copies = keys.filter((key) => translations[lang][key] === en[key]);
      expect([lang, copies]).toEqual([lang, []]);
    }
  });

  it("uses the web dictionary's wording for the texts both show (SPEC §5, §8)", () => {
    const shared: Partial<Record<MessageKey, string>> = {
      'catalog.roleNotFound': 'role.notFound',
      'pay.queryError': 'showError.message',
      'auth.loginFirst': 'vip.loginFirst',
      'replenish.expired': 'replenish.expired',
      'limits.limitReached': 'limits.reached',
      'limits.unpaidOrder': 'limits.unpaid',
    };
    for (const lang of languages) {
      const url = new URL(`../../../web/src/locales/${lang}.json`, import.meta.url);
      const web = JSON.parse(readFileSync(url, 'utf8')) as Record<string, Record<string, string>>;
      for (const [key, webKey] of Object.entries(shared)) {
        const [group, name] = webKey.split('.') as [string, string];
        expect([lang, key, translations[lang][key as MessageKey]]).toEqual([
          lang,
          key,
          web[group]?.[name],
        ]);
      }
      // English keeps SPEC §5's literal text; the others name the missing method as the app does.
      if (lang !== 'en')
        expect(translations[lang]['pay.paywayMissing']).toBe(web.recharge?.paywayMissing);
    }
  });
});
