import { describe, expect, it } from 'vitest';
import { languages } from '@topup/contracts/languages';
import { en } from './messages/en.ts';
import { translations } from './messages/translations.ts';
import { serverMessage } from './server-messages.ts';

describe('serverMessage', () => {
  it('gives English, and every language at least the English text', () => {
    const text = serverMessage('game.notFound');
    expect(text.en).toBe('Game not found');
    for (const lang of languages) expect(text.in(lang)).not.toBe('');
  });

  it('keeps the placeholders of every translation', () => {
    for (const [lang, messages] of Object.entries(translations)) {
      for (const [key, value] of Object.entries(messages ?? {})) {
        const wanted = (en[key as keyof typeof en].match(/\{\w+\}/g) ?? []).sort();
        expect([lang, key, (value.match(/\{\w+\}/g) ?? []).sort()]).toEqual([lang, key, wanted]);
      }
    }
  });
});
