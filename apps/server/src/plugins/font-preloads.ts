import { readFile } from 'node:fs/promises';
import path from 'node:path';

// A page the server rendered links its language's font stylesheet in the head (page-renderer.ts),
// but the browser asks for a font file only once text needs it: after the first layout. The
// font then swaps in after the first paint, and the page lays itself out a second time on the
// phone's main thread. Preloading the slice that covers Basic Latin and Latin-1 (U+0000-00FF:
// digits, prices, Latin text) lets it arrive with the stylesheets instead. Only that slice: the
// others (Cyrillic, CJK, Thai) are many and their text decides which are needed.
// fontsource's CSS names each slice's file in `src: url(...)` with its `unicode-range`.

const fontFace = /@font-face\s*{([^}]*)}/g;
const basicLatin = /unicode-range:\s*U\+(?:0*0-0*FF|\?\?)\s*[,;}]?/i;
const woff2Url = /url\(["']?(\/assets\/[\w.-]+\.woff2)["']?\)/;

/** The woff2 files of a font stylesheet that cover U+0000-00FF. */
export function basicLatinFiles(css: string): string[] {
  const files: string[] = [];
  for (const [, body] of css.matchAll(fontFace)) {
    if (!basicLatin.test(`${body}}`)) continue;
    const url = woff2Url.exec(body!)?.[1];
    if (url) files.push(url);
  }
  return files;
}

/** Reads each built font stylesheet once; a missing or unreadable one gives no preloads. */
export function createFontPreloads(distDir: string): (href: string) => Promise<string> {
  const tags = new Map<string, Promise<string>>();
  return (href) => {
    let tag = tags.get(href);
    if (!tag) {
      tag = (async () => {
        if (!/^\/assets\/[\w.-]+\.css$/.test(href)) return '';
        const css = await readFile(path.join(distDir, href), 'utf8').catch(() => '');
        // Fonts are fetched in CORS mode: without crossorigin the preload would not be used.
        return basicLatinFiles(css)
          .map(
            (file) => `<link rel="preload" as="font" type="font/woff2" href="${file}" crossorigin>`,
          )
          .join('');
      })();
      tags.set(href, tag);
    }
    return tag;
  };
}
