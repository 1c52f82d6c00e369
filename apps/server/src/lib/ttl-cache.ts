/**
 * A small read-through cache for configuration rows that change rarely (games, page configs).
 * The embedded database answers one query at a time, so hot config reads must not reach it on
 * every request; a short lifetime keeps edits visible within seconds. With `clearOn` (the catalog
 * change bus) an edit empties it at once, on every instance; the TTL stays as the backstop for a
 * missed announcement. Concurrent misses for one key share a single load.
 */
export function createTtlCache<V>(opts: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
  clearOn?: { onChange(listener: () => void): unknown } | undefined;
}) {
  const now = opts.now ?? Date.now;
  const maxEntries = opts.maxEntries ?? 10_000;
  const entries = new Map<string, { value: Promise<V>; expires: number }>();
  // A load in flight when the change lands is dropped with its entry, so it is not kept either.
  opts.clearOn?.onChange(() => entries.clear());

  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const value = load();
      entries.set(key, { value, expires: now() + opts.ttlMs });
      // A failed load is not remembered: the next request tries again.
      value.catch(() => entries.delete(key));
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
