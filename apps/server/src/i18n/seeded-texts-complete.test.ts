import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '@topup/contracts/languages';
import { schema } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/create-test-app.ts';
import { en, type MessageKey } from './messages/en.ts';
import { translations } from './messages/translations.ts';
import { isLanguageMap, namedPerLanguage, problemsOf } from './text-completeness.ts';

// Issue 17 defect 7, checked on what the server really holds: the database as the demo seed
// leaves it (every table, every row, every column) and the whole message catalogue. A text the
// server keeps per language (a JSON map of language -> text, in a jsonb column, nested in one, or
// as JSON in a text column) must have all 18 languages of SPEC §1, none of them a copy of the
// English; a column that holds such maps must hold one in every row (a plain English text slipped
// into it would reach every player as English). Nothing here lists the texts by hand: a new
// seeded table or text is walked as soon as it exists.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Found = { where: string; map: Record<string, string> };

/** Language maps inside a stored value; `where` names the column and the path inside it. */
function mapsIn(value: unknown, where: string, out: Found[] = [], depth = 0): Found[] {
  if (depth > 8 || value === null || value === undefined) return out;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text.startsWith('{') && !text.startsWith('[')) return out;
    try {
      return mapsIn(JSON.parse(text) as unknown, where, out, depth + 1);
    } catch {
      return out;
    }
  }
  if (isLanguageMap(value)) out.push({ where, map: value });
  else if (Array.isArray(value))
    value.forEach((item) => mapsIn(item, `${where}[]`, out, depth + 1));
  else if (typeof value === 'object')
    for (const [key, inner] of Object.entries(value))
      mapsIn(inner, `${where}.${key}`, out, depth + 1);
  return out;
}

type Walk = {
  /** Every language map found, by column (and path inside it). */
  maps: Map<string, Record<string, string>[]>;
  /** Per column: its non-empty values that hold no language map. */
  plain: Map<string, string[]>;
  /** Rows per table, to show the walk saw the seed. */
  rows: Map<string, number>;
};

async function walkDatabase(): Promise<Walk> {
  const walk: Walk = { maps: new Map(), plain: new Map(), rows: new Map() };
  const tables = (Object.values(schema) as unknown[]).filter((x): x is PgTable => is(x, PgTable));
  for (const table of tables) {
    const name = getTableName(table);
    const columns = Object.entries(getTableColumns(table));
    const rows = (await t.app.db.select().from(table)) as Record<string, unknown>[];
    walk.rows.set(name, rows.length);
    for (const row of rows)
      for (const [key, column] of columns) {
        const at = `${name}.${column.name}`;
        const found = mapsIn(row[key], at);
        for (const { where, map } of found)
          walk.maps.set(where, [...(walk.maps.get(where) ?? []), map]);
        const value = row[key];
        if (found.length === 0 && typeof value === 'string' && value.trim() !== '')
          walk.plain.set(at, [...(walk.plain.get(at) ?? []), value]);
      }
  }
  return walk;
}

let walked: Promise<Walk> | undefined;
const seeded = () => (walked ??= walkDatabase());

/** Problems of every distinct text, each named by its column and English text. */
function problemsOfMaps(walk: Walk): string[] {
  const out = new Set<string>();
  for (const [where, maps] of walk.maps)
    for (const map of maps)
      for (const problem of problemsOf({ label: `${where} ${JSON.stringify(map.en)}`, text: map }))
        out.add(problem);
  return [...out];
}

describe('the seeded database', () => {
  it('holds every per-language text in all 18 languages', async () => {
    const walk = await seeded();
    expect(problemsOfMaps(walk)).toEqual([]);
  });

  it('holds no plain text in a column that keeps texts per language', async () => {
    const walk = await seeded();
    const perLanguage = new Set(
      [...walk.maps.keys()].map((where) => where.split(/[.[]/, 2).join('.')),
    );
    const plain = [...perLanguage].flatMap((column) =>
      [...new Set(walk.plain.get(column) ?? [])].map(
        (text) => `${column}: ${JSON.stringify(text)}`,
      ),
    );
    // payment_methods.name keeps brands as written (PayPal, DANA): only names made of payment
    // words must be per language (next test).
    expect(plain.filter((p) => !p.startsWith('payment_methods.name:'))).toEqual([]);
  });

  it('names no payment method with untranslated English words', async () => {
    const walk = await seeded();
    const words = [...new Set(walk.plain.get('payment_methods.name') ?? [])].filter(
      namedPerLanguage,
    );
    expect(words).toEqual([]);
  });

  it('walks the texts players read (the walk itself works)', async () => {
    const walk = await seeded();
    const columns = [...walk.maps.keys()];
    // The texts of issue 17: method descriptions, coupon names, gift items; and the others.
    for (const column of [
      'payment_methods.description',
      'payment_methods.name',
      'coupon_templates.name',
      'third_gifts.names',
      'products.names',
      'product_types.names',
      'activities.names',
      'activities.descriptions',
      'activity_tiers.rewards[].names',
      'vip_levels.name',
      'vip_settings.faq_title',
      'vip_settings.faq_content',
      'vip_settings.point_to_coin',
    ])
      expect(columns).toContain(column);
    const total = [...walk.maps.values()].reduce((n, maps) => n + maps.length, 0);
    expect(total).toBeGreaterThan(1000);
  });
});

describe('the message catalogue', () => {
  it('has every message in all 18 languages', () => {
    const keys = Object.keys(en) as MessageKey[];
    expect(keys.length).toBeGreaterThan(50);
    const problems = keys.flatMap((key) =>
      problemsOf({
        label: `message ${key}`,
        text: Object.fromEntries(languages.map((lang) => [lang, translations[lang]?.[key] ?? ''])),
      }),
    );
    expect(problems).toEqual([]);
  });
});

describe('the walk', () => {
  const complete = Object.fromEntries(languages.map((l) => [l, `${l} text`]));

  it('finds maps in jsonb, nested in arrays, and as JSON in text columns', () => {
    const { ar: _ar, ...withoutAr } = complete;
    const found = mapsIn([{ names: withoutAr, icon: 'chest' }], 'activity_tiers.rewards');
    expect(found.map((f) => f.where)).toEqual(['activity_tiers.rewards[].names']);
    expect(problemsOf({ label: 'x', text: found[0]!.map })).toEqual(['x lacks ar']);
    expect(mapsIn(JSON.stringify(complete), 'coupon_templates.name')).toHaveLength(1);
    expect(mapsIn('Pay at the counter', 'payment_methods.description')).toEqual([]);
    expect(mapsIn({ areas: ['kr'] }, 'x')).toEqual([]);
  });
});
