/**
 * One value per app that a higher module hands to a lower one when its plugin registers, so the
 * lower module can call it without importing it (ADR 0042: imports point down the module map).
 * Keyed by an object of the lower module's shared plugin that every plugin context of one app
 * sees (a route module's own decorations stay in its context), so apps in one process keep
 * theirs apart. The lower module reads it per request, after every plugin has registered.
 */
export function createAppSlot<T>() {
  const values = new WeakMap<object, T>();
  return {
    fill(key: object, value: T): void {
      values.set(key, value);
    },
    /** Undefined until the higher module's plugin has registered. */
    get(key: object): T | undefined {
      return values.get(key);
    },
  };
}
