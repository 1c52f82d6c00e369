import { describe, expect, it } from 'vitest';
import { languages } from '@topup/contracts/languages';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('./*.json', { eager: true, import: 'default' });
const dictionaries = Object.fromEntries(
  Object.entries(files).map(([path, tree]) => [path.slice(2, -'.json'.length), tree]),
);

function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') {
      for (const [k, v] of flatten(value, path)) out.set(k, v);
    } else out.set(path, value);
  }
  return out;
}

const english = flatten(dictionaries.en ?? {});

describe('locale files', () => {
  it('exist for every supported language and nothing else', () => {
    expect(Object.keys(dictionaries).sort()).toEqual([...languages].sort());
  });

  it('en.json has the keys code outside components relies on', () => {
    expect(english.get('error.network')).toBe('Network error, please try again later');
  });

  it.each(languages.filter((l) => l !== 'en'))('%s has every key of en.json, none empty', (lang) => {
    const dict = flatten(dictionaries[lang] ?? {});
    const missing = [...english.keys()].filter((k) => !dict.has(k));
    const empty = [...dict].filter(([, v]) => typeof v !== 'string' || v.trim() === '');
    const extra = [...dict.keys()].filter((k) => !english.has(k));
    expect({ missing, empty, extra }).toEqual({ missing: [], empty: [], extra: [] });
  });

  it.each(languages.filter((l) => l !== 'en'))('%s is translated, not an English copy', (lang) => {
    const dict = flatten(dictionaries[lang] ?? {});
    const copied = [...english].filter(([k, v]) => dict.get(k) === v).map(([k]) => k);
    // A few words (e.g. "Notifications" in French) are legitimately the same.
    expect(copied.length).toBeLessThanOrEqual(Math.floor(english.size * 0.1));
  });

  it('en.json has no empty values', () => {
    expect([...english.values()].every((v) => typeof v === 'string' && v.trim() !== '')).toBe(true);
  });
});
