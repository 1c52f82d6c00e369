import { languages, type Language } from './languages.ts';

// Chinese is split by script, not by country: Singapore and Malaysia write Simplified, Hong Kong and
// Macau Traditional.
const simplified = new Set(['zh', 'zh-cn', 'zh-sg', 'zh-my', 'zh-hans']);
const traditional = new Set(['zh-tw', 'zh-hk', 'zh-mo', 'zh-hant']);
// Older Android releases still report Indonesian with its withdrawn ISO 639 code.
const aliases = new Map<string, Language>([['in', 'id']]);
const known = new Set<string>(languages);

/** Maps a BCP 47 tag (any case, '_' or '-') to one of our languages, or null. */
export function normalizeLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  if (known.has(lower)) return lower as Language;
  const parts = lower.split('-');
  const primary = parts[0] ?? '';
  if (primary === 'zh') {
    // zh-Hant-HK: the script decides; zh-HK: the region decides.
    if (parts.includes('hant')) return 'zh-tw';
    if (parts.includes('hans')) return 'zh-cn';
    const region = parts.length > 1 ? `zh-${parts[parts.length - 1]}` : 'zh';
    if (traditional.has(region)) return 'zh-tw';
    if (simplified.has(region)) return 'zh-cn';
    return 'zh-cn';
  }
  if (known.has(primary)) return primary as Language;
  return aliases.get(primary) ?? null;
}
