/**
 * PostgreSQL's unique_violation (SQLSTATE 23505), as pg and PGlite throw it or as Drizzle wraps
 * it (`cause`): two writers raced past a check to the same unique key, and the loser should get
 * the answer the check would have given, not a 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
