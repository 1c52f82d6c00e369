// Merges translations into apps/web/src/locales/<lang>.json: `node scripts/i18n-merge.mjs keys.json`
// where keys.json is { "en": { "login": { "title": "Log in" } }, "ja": { ... }, ... }.
// Deep-merges, keeps key order stable (sorted), and takes a lock so parallel writers don't clobber.
import { readFileSync, writeFileSync, openSync, closeSync, unlinkSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'src', 'locales');
const lock = join(dir, '.merge.lock');

function acquire() {
  for (let i = 0; i < 200; i++) {
    try {
      closeSync(openSync(lock, 'wx'));
      return;
    } catch {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  throw new Error(`could not lock ${lock}`);
}

function merge(target, source) {
  for (const [k, v] of Object.entries(source)) {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      target[k] = merge(target[k] && typeof target[k] === 'object' ? target[k] : {}, v);
    } else target[k] = v;
  }
  return target;
}

function sorted(obj) {
  if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return obj;
  return Object.fromEntries(
    Object.keys(obj)
      .sort()
      .map((k) => [k, sorted(obj[k])]),
  );
}

const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
acquire();
try {
  for (const [lang, keys] of Object.entries(input)) {
    const file = join(dir, `${lang}.json`);
    if (!existsSync(file)) throw new Error(`no locale file ${file}`);
    const current = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify(sorted(merge(current, keys)), null, 2) + '\n');
  }
} finally {
  unlinkSync(lock);
}
