import { afterEach, describe, expect, it } from 'vitest';
import {
  channelOf,
  createLocalChangeBus,
  createPostgresChangeBus,
  type ChangeBus,
} from './change-bus.ts';
import { createTtlCache } from './ttl-cache.ts';

const databaseUrl = process.env.DATABASE_URL;
const buses: ChangeBus[] = [];
afterEach(async () => {
  await Promise.all(buses.splice(0).map((b) => b.close()));
});

const until = async (check: () => boolean, withinMs = 3_000) => {
  const end = Date.now() + withinMs;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return check();
};

describe('change bus', () => {
  it('in process: a change clears a cache that listens at once, before its TTL', async () => {
    const bus = createLocalChangeBus();
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 60_000, clearOn: bus });
    const read = () => cache.get('k', async () => ++loads);
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    await bus.changed('goods');
    expect(await read()).toBe(2);
  });

  it('gives each schema its own channel name, short enough for PostgreSQL', () => {
    expect(channelOf('a')).not.toBe(channelOf('b'));
    expect(channelOf(undefined).length).toBeLessThan(63);
  });
});

describe.skipIf(!databaseUrl)('change bus on PostgreSQL', () => {
  it('tells the other instances of the schema once, and no one on another schema', async () => {
    const a = await createPostgresChangeBus({ databaseUrl: databaseUrl!, schema: 'bus_test_1' });
    const b = await createPostgresChangeBus({ databaseUrl: databaseUrl!, schema: 'bus_test_1' });
    const other = await createPostgresChangeBus({
      databaseUrl: databaseUrl!,
      schema: 'bus_test_2',
    });
    buses.push(a, b, other);
    const heard: Record<string, string[]> = { a: [], b: [], other: [] };
    a.onChange((topic) => heard.a!.push(topic));
    b.onChange((topic) => heard.b!.push(topic));
    other.onChange((topic) => heard.other!.push(topic));

    await a.changed('goods');
    expect(await until(() => heard.b!.length > 0)).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    expect(heard).toEqual({ a: ['goods'], b: ['goods'], other: [] });
  });
});
