import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTenants } from '@topup/tenants/all-tenants';
import { demoGameCodes, gameArt, gameArtDir } from '../scripts/generate-game-art.ts';

// The demo games' art (issue 17): every game a tenant file names has its picture on the shop, the
// committed files are what the generator makes today, and each stays small enough for a cheap
// phone's first view (the goods page shows one, the game list a handful, lazily).
const budgetBytes = 3 * 1024;
const publicDir = join(gameArtDir, '..');

describe('game art', () => {
  it.each(demoGameCodes())('%s: committed picture is current and within budget', (code) => {
    const file = join(gameArtDir, `${code}.svg`);
    expect(readFileSync(file, 'utf8')).toBe(gameArt(code));
    expect(statSync(file).size).toBeLessThanOrEqual(budgetBytes);
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
