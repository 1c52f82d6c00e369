import { describe, expect, it } from 'vitest';
import {
  globToRegExp,
  matchesAny,
  notOnPostgres,
  postgresGlobs,
  postgresReason,
  postgresTests,
  readServerFile,
  serverTestFiles,
} from './postgres-tests.mjs';

// Keeps the PostgreSQL selection (postgres-tests.mjs) honest: a server test file whose own source
// says it needs a real server (it reads DATABASE_URL or REDIS_URL, uses the burst, multi-instance
// or fault kits, or starts database work at once) is in it, or named in notOnPostgres with a
// reason; and no glob has gone dead because the files it named moved or were renamed.

const files = serverTestFiles();
const selected = new Set(postgresTests(files));

describe('the PostgreSQL selection', () => {
  it('takes every server test file that races, or branches on PostgreSQL or Redis', () => {
    const missing = files
      .filter((f) => !selected.has(f) && !matchesAny(notOnPostgres, f))
      .map((f) => [f, postgresReason(readServerFile(f))])
      .filter(([, reason]) => reason !== null)
      .map(([f, reason]) => `${f}: ${reason}`);
    // Fix: rename the file to say what it tests (*concurrency*, *burst*), or add a glob to
    // postgresGlobs, or (nothing to race) add it to notOnPostgres with the reason.
    expect(missing).toEqual([]);
  });

  it.each([...postgresGlobs, ...notOnPostgres])('$glob still names a file', ({ glob }) => {
    expect(files.filter((f) => globToRegExp(glob).test(f)).length).toBeGreaterThan(0);
  });

  it('is a selection, not the whole suite again', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(selected.size).toBeGreaterThan(20);
    expect(selected.size).toBeLessThan(files.length / 3);
  });

  it('reads globs as paths', () => {
    const re = globToRegExp('**/*burst*.test.ts');
    expect(re.test('src/modules/cards/guess-burst.test.ts')).toBe(true);
    expect(re.test('guess-burst.test.ts')).toBe(true);
    expect(re.test('src/modules/cards/guess-burst.test.tsx')).toBe(false);
    expect(globToRegExp('src/test/multi/**/*.test.ts').test('src/test/multi/kill.test.ts')).toBe(
      true,
    );
    expect(globToRegExp('**/orders/routes.test.ts').test('src/modules/routes.test.ts')).toBe(false);
    expect(globToRegExp('src/test/fuzz/**').test('src/test/fuzz/fuzz.test.ts')).toBe(true);
  });
});
