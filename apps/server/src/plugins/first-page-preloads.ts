import { readFile } from 'node:fs/promises';
import path from 'node:path';

// The goods page is most players' first screen. Without hints its chunk and its language's
// messages are only asked for once the first chunk has downloaded and run: one more round trip on
// a phone's network before anything shows (bench/lighthouse.ts). Vite's build manifest
// (https://vite.dev/guide/backend-integration: `build.manifest`) names the chunks each module
// needs, so the page can name them in its head and the browser fetches them alongside the first.

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
export type ViteManifest = Record<string, ManifestChunk>;

/** The modules the goods route loads (apps/web/src/app/routes/lazy-pages.ts). */
export const GOODS_PAGE_MODULE = 'src/features/select-goods/components/select-goods-page.tsx';
const localeModule = (lang: string) => `src/locales/${lang}.json`;

export type Preloads = { scripts: string[]; styles: string[] };

/** Every chunk reachable through static imports from `keys`. */
function reachable(manifest: ViteManifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) walk(next);
  };
  keys.forEach(walk);
  return seen;
}

/** The chunks `keys` need beyond what index.html already loads (its entry and imports). */
export function preloadsFor(manifest: ViteManifest, keys: readonly string[]): Preloads {
  const entries = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  const loaded = reachable(manifest, entries);
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const key of reachable(manifest, keys)) {
    if (loaded.has(key)) continue;
    const chunk = manifest[key]!;
    scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.push(`/${css}`);
  }
  return { scripts, styles };
}

/**
 * The goods page's chunks and the messages of `languages`. Not English beside them: every shipped
 * dictionary is complete, and the app fetches English only for a language without one (apps/web
 * shared/i18n/i18n.ts).
 */
export function goodsPagePreloads(manifest: ViteManifest, languages: readonly string[]): Preloads {
  const locales = [...new Set(languages)].map(localeModule);
  return preloadsFor(manifest, [GOODS_PAGE_MODULE, ...locales]);
}

export function preloadTags({ scripts, styles }: Preloads): string {
  return (
    styles.map((href) => `<link rel="preload" as="style" href="${href}">`).join('') +
    scripts.map((href) => `<link rel="modulepreload" href="${href}">`).join('')
  );
}

/**
 * When the page's markup is already there (server-render.ts) its styles must apply before it
 * paints: stylesheets at the end of the head, after the entry's, in the order the page's script
 * would have added them (Vite's preload helper then finds them linked and adds none).
 */
export function stylesheetTags({ styles }: Preloads): string {
  return styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
}

/** dist/.vite/manifest.json, or null when the build has none (then pages carry no hints). */
export async function readViteManifest(distDir: string): Promise<ViteManifest | null> {
  try {
    return JSON.parse(
      await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
    ) as ViteManifest;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
