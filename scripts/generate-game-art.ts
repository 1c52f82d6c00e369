// Generates the demo games' art (apps/web/public/games/<game code>.svg): our own pictures, never a
// game's, one per demo game of every brand. Each is a gradient tile in two hues taken from the
// game's code, light rings, and a Lucide icon (lucide-static, ISC licence) that fits the game's
// theme. Publishers replace them with their own art through each game's `logo` in the tenant file.
// Run: npx tsx scripts/generate-game-art.ts (the output is committed; a test checks it is current).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTenants } from '@topup/tenants/all-tenants';

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

/** Every demo game's code, from the tenant files. */
export function demoGameCodes(): string[] {
  return [...new Set(loadTenants().flatMap((t) => t.games.map((g) => g.code)))].sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(gameArtDir, { recursive: true });
  for (const code of demoGameCodes()) writeFileSync(join(gameArtDir, `${code}.svg`), gameArt(code));
  console.log(`wrote ${demoGameCodes().length} game pictures to ${gameArtDir}`);
}
