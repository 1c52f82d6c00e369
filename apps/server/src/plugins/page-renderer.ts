import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BOOT_ELEMENT_ID, type Boot } from '@topup/contracts/boot';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { escapeHtml } from './html.ts';

const placeholder = '<!--app-head-->';

// JSON inside <script> ends at the first "</script"; U+2028/2029 broke older JS parsers.
const scriptEscapes: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => scriptEscapes[ch] ?? ch);
}

export function headFor(boot: Boot<Tenant>): string {
  const { tenant } = boot;
  const color = escapeHtml(tenant.brandColor);
  return [
    `<title>${escapeHtml(tenant.title)}</title>`,
    `<link rel="icon" href="${escapeHtml(tenant.icon)}">`,
    `<meta name="theme-color" content="${color}">`,
    `<style>:root{--brand-color:${color}}</style>`,
    `<script id="${BOOT_ELEMENT_ID}" type="application/json">${jsonForScript(boot)}</script>`,
  ].join('');
}

export type PageRenderer = (boot: Boot<Tenant>) => Promise<string | null>;

/**
 * Reads dist/index.html once and renders it per tenant and demo flag, memoized. Answers null
 * while the app is not built, and tries the disk again next time (a build may land later).
 */
export function createPageRenderer(distDir: string): PageRenderer {
  let template: string | undefined;
  const pages = new Map<string, string>();

  async function loadTemplate(): Promise<string | null> {
    if (template !== undefined) return template;
    try {
      template = await readFile(path.join(distDir, 'index.html'), 'utf8');
      return template;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  return async (boot) => {
    const key = `${boot.tenant.id}:${boot.demo}`;
    const cached = pages.get(key);
    if (cached !== undefined) return cached;
    const html = await loadTemplate();
    if (html === null) return null;
    const head = headFor(boot);
    // A function replacement: "$&"-style patterns in tenant text must stay literal.
    const page = html.includes(placeholder)
      ? html.replace(placeholder, () => head)
      : html.replace('</head>', () => `${head}</head>`);
    pages.set(key, page);
    return page;
  };
}
