import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { catalogImportSchema } from './catalog-import.ts';
import {
  committedCatalogJsonSchema,
  renderCatalogJsonSchema,
} from './catalog-import-json-schema.ts';

const examplePath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../docs/examples/catalog.example.json',
);

// zod/mini loads no messages by itself; the server (classic zod) has the English ones loaded.
z.config(z.locales.en());

const messages = (input: unknown) => {
  const parsed = catalogImportSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('catalog import schema', () => {
  it('docs/catalog-import.schema.json is current (npm run catalog:schema)', async () => {
    expect(await committedCatalogJsonSchema()).toBe(await renderCatalogJsonSchema());
  });

  it('takes the example file', async () => {
    const example: unknown = JSON.parse(await readFile(examplePath, 'utf8'));
    expect(messages(example)).toEqual([]);
  });

  it('names what is wrong, where', () => {
    const game = {
      client_id: '11103',
      goods_types: [{ key: 'gems', names: { en: 'Gems' } }],
      goods: [
        { product_id: 'p1', type: 'gems', names: { en: 'A' }, value: 10, prices: { USD: 99 } },
        { product_id: 'p1', type: 'packs', names: { fr: 'B' }, value: 0, prices: {} },
      ],
    };
    expect(messages({ version: 1, tenants: [{ tenant: 'watt', games: [game] }] })).toEqual([
      'tenants.0.games.0.goods.1.names: expected at least an en name',
      'tenants.0.games.0.goods.1.value: Too small: expected number to be >=1',
      'tenants.0.games.0.goods.1.prices: expected at least one price',
      'tenants.0.games: product_id p1 twice',
      "tenants.0.games.0.goods.1.type: goods type packs is not among this game's goods_types",
    ]);
    game.goods[1] = { ...game.goods[0]!, type: 'packs' };
    expect(messages({ version: 1, tenants: [{ tenant: 'watt', games: [game] }] })).toEqual([
      'tenants.0.games: product_id p1 twice',
      "tenants.0.games.0.goods.1.type: goods type packs is not among this game's goods_types",
    ]);
    expect(messages({ version: 2, tenants: [], extra: true })).toEqual([
      'version: Invalid input: expected 1',
      'tenants: Too small: expected array to have >=1 items',
      ': Unrecognized key: "extra"',
    ]);
    // A wrong shape anywhere is reported, never thrown over by the cross-checks.
    expect(messages({ version: 1, tenants: [{ tenant: 'x', games: 'none' }] })).toEqual([
      'tenants.0.games: Invalid input: expected array, received string',
    ]);
    expect(
      messages({ version: 1, tenants: [{ tenant: 'x', games: [{ client_id: '1', goods: [7] }] }] }),
    ).toEqual(['tenants.0.games.0.goods.0: Invalid input: expected object, received number']);
  });
});
