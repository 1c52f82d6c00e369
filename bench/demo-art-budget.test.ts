import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTenants } from '@topup/tenants/all-tenants';
import {
  demoGameCodes,
  demoGoodsKeys,
  demoOfferKeys,
  gameArt,
  gameArtDir,
  goodsArt,
  goodsArtDir,
  keyArt,
  keyArtDir,
  offerArt,
} from '../scripts/generate-demo-art.ts';
import { keyArtOf } from '@topup/tenants/key-art';

// The demo catalog's art (issue 17): every game a tenant file names has its picture on the shop,
// the committed files are what the generator makes today, and each stays small enough for a cheap
// phone's first view (the goods page shows a game and a dozen goods pictures).
const budgetBytes = 3 * 1024;
const publicDir = join(gameArtDir, '..');

function expectCurrent(file: string, drawn: string) {
  expect(readFileSync(file, 'utf8')).toBe(drawn);
  expect(statSync(file).size).toBeLessThanOrEqual(budgetBytes);
}

describe('demo art', () => {
  it.each(demoGameCodes())('game %s: committed picture is current and within budget', (code) => {
    expectCurrent(join(gameArtDir, `${code}.svg`), gameArt(code));
  });

  // Key art is a banner over the game and goods pages: a few KB, never a heavy picture.
  it.each(demoGameCodes())('key art %s: committed banner is current and within budget', (code) => {
    const file = join(keyArtDir, `${code}.svg`);
    expect(readFileSync(file, 'utf8')).toBe(keyArt(code));
    expect(statSync(file).size).toBeLessThanOrEqual(4 * 1024);
  });

  it('every game drawn by the shop has key art where the pages look for it', () => {
    const missing = loadTenants().flatMap((t) =>
      t.games
        .map((g) => keyArtOf(g.logo))
        .filter((art) => art === null || !existsSync(join(publicDir, art)))
        .map((art) => `${t.id}: ${art}`),
    );
    expect(missing).toEqual([]);
  });

  it.each(demoGoodsKeys())('goods %s: committed picture is current and within budget', (key) => {
    expectCurrent(join(goodsArtDir, `${key}.svg`), goodsArt(key));
  });

  it.each(demoOfferKeys())('offer %s: committed picture is current and within budget', (key) => {
    expectCurrent(join(goodsArtDir, `offer-${key}.svg`), offerArt(key));
  });

  it("every game's logo path is a file the shop serves", () => {
    const missing = loadTenants().flatMap((t) =>
      t.games
        .filter((g) => g.logo?.startsWith('/') && !existsSync(join(publicDir, g.logo)))
        .map((g) => `${t.id}/${g.code}: ${g.logo}`),
    );
    expect(missing).toEqual([]);
  });
});
