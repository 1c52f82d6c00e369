// Generates the demo catalog's art: our own pictures, never a game's.
// - Games (apps/web/public/games/<game code>.svg), one per demo game of every brand: a gradient
//   tile in two hues taken from the game's code, light rings, and a Lucide icon (lucide-static, ISC
//   licence) that fits the game's theme. Publishers set their own through each game's `logo` in the
//   tenant file.
// - Key art (apps/web/public/games/art/<game code>.svg), the banner of the game and goods pages:
//   the game's hues and motif as a dusk landscape (keyArt).
// - Goods (apps/web/public/goods/<goods key>.svg), one per demo goods template: a pile of gems that
//   grows with the amount, a pack or a monthly card, on a soft disc. Publishers set their own per
//   product (`image`, through the catalog import).
// - Offers (apps/web/public/goods/offer-<offer key>.svg), one per demo offer (issue 29 item 13):
//   what it gives on a warm disc, with a clock on the time-limited one and the step's landmark on
//   a chain step, so an offer looks unlike the ordinary goods beside it.
// Run: npx tsx scripts/generate-demo-art.ts (the output is committed; a test checks it is current).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTenants } from '@topup/tenants/all-tenants';
import { goodsTemplates } from '../packages/demo/src/seed/catalog/seed-data.ts';
import { offerTemplates } from '../packages/demo/src/seed/offers/seed-data.ts';

const motifs: Record<string, string> = {
  'voltage-arena': 'zap',
  'spark-legends': 'sparkles',
  'dragon-saga': 'flame',
  'wyrm-tactics': 'swords',
  'black-moon': 'moon',
  'sky-knights': 'shield',
  fairyland: 'wand-sparkles',
  'cool-racing': 'car',
  'northern-frontier': 'mountain-snow',
  'tank-brigade': 'target',
  'joy-kingdom': 'castle',
  'sakura-blade': 'flower-2',
  'star-voyage': 'rocket',
  'shadow-samurai': 'sword',
  'seoul-strikers': 'trophy',
  'jade-dynasty': 'gem',
  'age-of-joy': 'landmark',
  'coda-quest': 'compass',
  'harbour-heroes': 'anchor',
  'ace-pilots': 'plane',
  'ace-cards': 'spade',
  'ace-fantasy': 'wand-sparkles',
  'ace-mahjong': 'dice-5',
  'rhino-rumble': 'zap',
  'jade-warriors': 'shield',
  'rhino-clash': 'swords',
  'horn-of-fate': 'hourglass',
  'rhino-rush': 'rocket',
  'spotlight-idols': 'mic-vocal',
  'puzzle-spot': 'puzzle',
  'rhino-chronicle': 'book-open',
  'kawaii-rhinos': 'heart',
  'rhino-island': 'tree-palm',
  'monsoon-raiders': 'cloud-lightning',
  'brand-quest': 'map',
  'empire-nova': 'crown',
};

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'apps/web/package.json'));
export const gameArtDir = join(root, 'apps/web/public/games');
export const goodsArtDir = join(root, 'apps/web/public/goods');

/** The drawing inside a Lucide SVG (its paths, circles, rects), without the outer <svg>. */
function iconBody(name: string): string {
  const svg = readFileSync(require.resolve(`lucide-static/icons/${name}.svg`), 'utf8');
  const body = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1];
  if (!body) throw new Error(`lucide-static/icons/${name}.svg has no drawing`);
  return body.replace(/\s+/g, ' ').trim();
}

/** Two hues 30–70° apart, from the code's digest: stable across runs, different per game. */
function huesOf(code: string): [number, number] {
  const digest = createHash('sha256').update(code).digest();
  const hue = (digest[0]! * 256 + digest[1]!) % 360;
  return [hue, (hue + 30 + (digest[2]! % 40)) % 360];
}

export function gameArt(code: string): string {
  const motif = motifs[code] ?? 'star';
  const [from, to] = huesOf(code);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256">
<defs>
<linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${from} 72% 52%)"/>
<stop offset="1" stop-color="hsl(${to} 70% 30%)"/>
</linearGradient>
<radialGradient id="h" cx="0.3" cy="0.25" r="0.8">
<stop offset="0" stop-color="#fff" stop-opacity="0.35"/>
<stop offset="1" stop-color="#fff" stop-opacity="0"/>
</radialGradient>
</defs>
<rect width="256" height="256" rx="48" fill="url(#g)"/>
<rect width="256" height="256" rx="48" fill="url(#h)"/>
<g fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="6">
<circle cx="128" cy="128" r="96"/>
<circle cx="128" cy="128" r="72"/>
</g>
<g transform="translate(56 56) scale(6)" fill="none" stroke="#fff" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">
${iconBody(motif)}
</g>
</svg>
`;
}

/** A stream of numbers in [0, 1) from a seed (mulberry32): the same drawing on every run. */
function randomFrom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A ridge of hills across the banner: smooth curves through points around `base`, closed below. */
function ridge(next: () => number, base: number, swing: number): string {
  const step = 150;
  let d = `M0 ${base}`;
  for (let x = step; x <= 1200; x += step) {
    const y = Math.round(base - swing / 2 + next() * swing);
    d += ` Q${x - step / 2} ${Math.round(y - swing * next())} ${x} ${y}`;
  }
  return `${d} V300 H0Z`;
}

/**
 * A game's key art (issue 29 item 9), the banner over the game and goods pages: a dusk sky in the
 * game's two hues, a light behind the game's motif with rays, two ridges of hills and drifting
 * sparks. 4:1, drawn to be cropped to 3:1 on a phone (the motif stays inside the middle part).
 */
export function keyArt(code: string): string {
  const motif = motifs[code] ?? 'star';
  const [from, to] = huesOf(code);
  const next = randomFrom(createHash('sha256').update(`art:${code}`).digest().readUInt32BE(0));
  const [cx, cy] = [888, 132];
  const rays = Array.from({ length: 9 }, (_, i) => {
    const a = (i / 9) * Math.PI * 2 + next() * 0.3;
    const [x1, y1] = [cx + Math.cos(a) * 900, cy + Math.sin(a) * 900];
    const [x2, y2] = [cx + Math.cos(a + 0.12) * 900, cy + Math.sin(a + 0.12) * 900];
    return `M${cx} ${cy}L${Math.round(x1)} ${Math.round(y1)}L${Math.round(x2)} ${Math.round(y2)}Z`;
  }).join('');
  const sparks = Array.from({ length: 22 }, () => {
    const x = Math.round(next() * 1200);
    const y = Math.round(next() * 220);
    const r = (0.8 + next() * 2.2).toFixed(1);
    return `<circle cx="${x}" cy="${y}" r="${r}" opacity="${(0.25 + next() * 0.6).toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 300" width="1200" height="300" preserveAspectRatio="xMidYMid slice">
<defs>
<linearGradient id="s" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${from} 68% 20%)"/>
<stop offset="1" stop-color="hsl(${to} 62% 40%)"/>
</linearGradient>
<radialGradient id="l" cx="${cx}" cy="${cy}" r="420" gradientUnits="userSpaceOnUse">
<stop offset="0" stop-color="hsl(${to} 95% 78%)" stop-opacity="0.6"/>
<stop offset="1" stop-color="hsl(${to} 95% 78%)" stop-opacity="0"/>
</radialGradient>
</defs>
<rect width="1200" height="300" fill="url(#s)"/>
<rect width="1200" height="300" fill="url(#l)"/>
<path d="${rays}" fill="#fff" opacity="0.07"/>
<path d="${ridge(next, 215, 70)}" fill="hsl(${from} 55% 30%)" opacity="0.85"/>
<path d="${ridge(next, 262, 40)}" fill="hsl(${from} 60% 13%)"/>
<g fill="#fff">${sparks}</g>
<g fill="none" stroke="#fff">
<circle cx="${cx}" cy="${cy}" r="96" stroke-opacity="0.3" stroke-width="2"/>
<circle cx="${cx}" cy="${cy}" r="124" stroke-opacity="0.14" stroke-width="2"/>
</g>
<g transform="translate(${cx - 84} ${cy - 84}) scale(7)" fill="none" stroke="#fff" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">
${iconBody(motif)}
</g>
</svg>
`;
}

export const keyArtDir = join(root, 'apps/web/public/games/art');

/** Every demo game's code, from the tenant files. */
export function demoGameCodes(): string[] {
  return [...new Set(loadTenants().flatMap((t) => t.games.map((g) => g.code)))].sort();
}

/**
 * A Lucide icon at (x, y), `size` px wide: strokes about 7 px wide at 256 px (still a visible line
 * on a 48 px card), the outline filled with a lighter tone of the same hue.
 */
function placed(name: string, x: number, y: number, size: number, hue: number): string {
  const scale = size / 24;
  const paint = `fill="hsl(${hue} 85% 72%)" stroke="hsl(${hue} 75% 28%)"`;
  const width = (7 / scale).toFixed(2);
  return `<g transform="translate(${x} ${y}) scale(${scale})" ${paint} stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">${iconBody(name)}</g>`;
}

// Gem piles: where each gem of a pile of n sits (x, y, size), back row first.
const piles: readonly (readonly [number, number, number])[][] = [
  [[48, 48, 160]],
  [
    [28, 64, 120],
    [108, 64, 120],
  ],
  [
    [68, 28, 120],
    [20, 96, 112],
    [124, 96, 112],
  ],
  [
    [30, 30, 96],
    [130, 30, 96],
    [30, 120, 96],
    [130, 120, 96],
  ],
  [
    [40, 24, 88],
    [128, 24, 88],
    [8, 108, 88],
    [84, 120, 88],
    [160, 108, 88],
  ],
  [
    [16, 24, 80],
    [88, 16, 80],
    [160, 24, 80],
    [16, 116, 80],
    [88, 124, 80],
    [160, 116, 80],
  ],
];

const goodsLooks: Record<string, { icon: string; hue: number }> = {
  'starter-pack': { icon: 'gift', hue: 28 },
  'weekly-pack': { icon: 'package-open', hue: 200 },
  'growth-fund': { icon: 'trending-up', hue: 140 },
  'monthly-card': { icon: 'calendar-check', hue: 280 },
};

export function goodsArt(key: string): string {
  const template = goodsTemplates.find((g) => g.key === key);
  if (!template) throw new Error(`no goods template ${key}`);
  const look = goodsLooks[key];
  const hue = look?.hue ?? 195;
  const drawing = look
    ? placed(look.icon, 48, 48, 160, hue)
    : piles[Math.min(template.tier, piles.length - 1)]!.map(([x, y, size]) =>
        placed('gem', x, y, size, hue),
      ).join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256">
<defs>
<radialGradient id="d" cx="0.4" cy="0.35" r="0.7">
<stop offset="0" stop-color="hsl(${hue} 90% 94%)"/>
<stop offset="1" stop-color="hsl(${hue} 70% 80%)"/>
</radialGradient>
</defs>
<circle cx="128" cy="128" r="124" fill="url(#d)"/>
${drawing}
</svg>
`;
}

/** Every demo goods template's key (the product ids are <game code>-<key>). */
export function demoGoodsKeys(): string[] {
  return goodsTemplates.map((g) => g.key);
}

const offerLooks: Record<string, { icon: string; hue: number; corner?: string }> = {
  'flash-bundle': { icon: 'gift', hue: 350, corner: 'alarm-clock' },
  'path-1': { icon: 'map', hue: 160, corner: 'flag' },
  'path-2': { icon: 'gift', hue: 130, corner: 'flag' },
  'path-3': { icon: 'trophy', hue: 42, corner: 'flag' },
};

export function offerArt(key: string): string {
  const look = offerLooks[key];
  if (!look) throw new Error(`no look for offer ${key}`);
  const corner = look.corner ? `\n${placed(look.corner, 156, 148, 84, (look.hue + 40) % 360)}` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256">
<defs>
<radialGradient id="d" cx="0.4" cy="0.35" r="0.7">
<stop offset="0" stop-color="hsl(${look.hue} 95% 93%)"/>
<stop offset="1" stop-color="hsl(${look.hue} 75% 76%)"/>
</radialGradient>
</defs>
<circle cx="128" cy="128" r="124" fill="url(#d)"/>
<circle cx="128" cy="128" r="116" fill="none" stroke="hsl(${look.hue} 70% 45%)" stroke-width="6" stroke-dasharray="14 10"/>
${placed(look.icon, 40, 36, 150, look.hue)}${corner}
</svg>
`;
}

/** Every demo offer's key (the product ids are <game code>-offer-<key>). */
export function demoOfferKeys(): string[] {
  return offerTemplates.map((o) => o.key);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(gameArtDir, { recursive: true });
  for (const code of demoGameCodes()) writeFileSync(join(gameArtDir, `${code}.svg`), gameArt(code));
  mkdirSync(keyArtDir, { recursive: true });
  for (const code of demoGameCodes()) writeFileSync(join(keyArtDir, `${code}.svg`), keyArt(code));
  mkdirSync(goodsArtDir, { recursive: true });
  for (const key of demoGoodsKeys()) writeFileSync(join(goodsArtDir, `${key}.svg`), goodsArt(key));
  for (const key of demoOfferKeys())
    writeFileSync(join(goodsArtDir, `offer-${key}.svg`), offerArt(key));
  console.log(
    `wrote ${demoGameCodes().length} game pictures and key art, ${demoGoodsKeys().length} goods and ${demoOfferKeys().length} offer pictures`,
  );
}
