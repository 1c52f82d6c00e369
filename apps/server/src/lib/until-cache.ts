/**
 * A read-through cache whose entries each say how long they hold: at most `ttlMs` (wall clock,
 * the backstop for a missed catalog announcement), and no later than the `until` the load returns
 * (by the app's clock, which tests pin): the next moment the answer changes by itself, such as an
 * offer's start or end (issue 32). `clearOn` (the catalog change bus) empties it at once, on every
 * instance. Concurrent misses for one key share a single load; a failed load is not kept.
 */
export function createUntilCache<V>(opts: {
  ttlMs: number;
  maxEntries?: number;
  /** The clock `until` is measured by (the app's); the TTL runs on Date.now. */
  clock?: () => number;
  clearOn?: { onChange(listener: () => void): unknown } | undefined;
}) {
  const clock = opts.clock ?? Date.now;
  const maxEntries = opts.maxEntries ?? 10_000;
  type Entry = { value: Promise<V>; expires: number; until: number };
  const entries = new Map<string, Entry>();
  // A load in flight when a change lands is dropped with its entry, so it is not kept either.
  opts.clearOn?.onChange(() => entries.clear());

  return {
    get(key: string, load: () => Promise<{ value: V; until?: number | null }>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now() && hit.until > clock()) return hit.value;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const entry: Entry = {
        value: Promise.resolve() as unknown as Promise<V>,
        expires: Date.now() + opts.ttlMs,
        until: Infinity,
      };
      const loaded = load();
      entry.value = loaded.then((r) => {
        if (r.until != null) entry.until = r.until;
        return r.value;
      });
      entries.set(key, entry);
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
