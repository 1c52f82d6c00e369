import type { Language } from '@topup/contracts/languages';
import { ar } from './ar.ts';
import { de } from './de.ts';
import { en, type MessageKey } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { id } from './id.ts';
import { it } from './it.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { ms } from './ms.ts';
import { pl } from './pl.ts';
import { pt } from './pt.ts';
import { ru } from './ru.ts';
import { th } from './th.ts';
import { tr } from './tr.ts';
import { vi } from './vi.ts';
import { zhCn } from './zh-cn.ts';
import { zhTw } from './zh-tw.ts';

// Every language has every message (the types say so; server-messages.test.ts checks the
// placeholders too).
export const translations: Record<Language, Record<MessageKey, string>> = {
  ar,
  de,
  en,
  es,
  fr,
  id,
  it,
  ja,
  ko,
  ms,
  pl,
  pt,
  ru,
  th,
  tr,
  vi,
  'zh-cn': zhCn,
  'zh-tw': zhTw,
};
