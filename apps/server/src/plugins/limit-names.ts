// Which limit refused a request, carried beside the -429 AppError (without widening AppError) so
// the metrics count hits per limit rather than per route.
const names = new WeakMap<Error, string>();

export function namedLimit<E extends Error>(err: E, name: string): E {
  names.set(err, name);
  return err;
}

export function limitNameOf(err: unknown): string | undefined {
  return err instanceof Error ? names.get(err) : undefined;
}
