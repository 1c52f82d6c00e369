import { sql, type Query, type SQLWrapper } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect, type PgColumn, type SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * A hot statement drizzle builds once and runs many times (issue 32). Drizzle builds a query's
 * text again on every call, even a prepared one made inside a transaction; for the statement that
 * moves an order (its full row returned through a CTE) that alone was ~375 µs, a fifth of a
 * delivery's CPU. Here the builder runs once, on a database that never executes (`drizzle.mock`,
 * the same PostgreSQL dialect as node-postgres and PGlite), with `sql.placeholder()` wherever a
 * value changes; each call hands the text and the placeholders' values to the session it runs in
 * (the pool, or the caller's transaction) through drizzle's own `prepareQuery`, which fills the
 * placeholders through each column's encoder and maps the rows through each column's decoder, as
 * `.prepare(name).execute(values)` does. On PostgreSQL the name makes it a named prepared
 * statement, parsed and planned once per connection (https://node-postgres.com/features/queries,
 * "Prepared statements"); PGlite ignores the name.
 */
export type Prebuilt<Row> = (db: Pick<Db, '_'>, values: Record<string, unknown>) => Promise<Row[]>;

/** A query builder, or a statement written with `sql` (built by the same dialect). */
type Builder = SQLWrapper & { toSQL?(): Query };

const builderDb = drizzle.mock();
const dialect = new PgDialect();

const toQuery = (b: Builder): Query => (b.toSQL ? b.toSQL() : dialect.sqlToQuery(b.getSQL()));

/**
 * `build` makes the statement on the building database; `columns` name the decoders of the
 * returned values in their order (the statement's select or returning list), none for a
 * statement whose rows are not read.
 */
export function prebuilt<Row>(
  name: string,
  build: (db: typeof builderDb) => Builder,
  columns?: Record<string, PgColumn>,
): Prebuilt<Row> {
  // PostgreSQL truncates longer names, and two statements cut to one name would collide.
  if (Buffer.byteLength(name) > 63) throw new Error(`statement name over 63 bytes: ${name}`);
  let made: { query: Query; fields: SelectedFieldsOrdered | undefined } | undefined;
  const make = () => ({
    query: toQuery(build(builderDb)),
    fields: columns
      ? Object.entries(columns).map(([key, field]) => ({ path: [key], field }))
      : undefined,
  });
  return async (db, values) => {
    made ??= make();
    const prepared = db._.session.prepareQuery(made.query, made.fields, name, true);
    const result = await prepared.execute(values);
    // Without fields the drivers answer their own result ({ rows }), not the rows.
    return made.fields ? (result as Row[]) : (result as { rows: Row[] }).rows;
  };
}

/**
 * Placeholders where drizzle's types want values (insert values, update set): its runtime wraps
 * each in a Param of the column, so the column's encoder turns the value given at execution into
 * what the driver sends (a Date into its timestamp text, an object into JSON).
 */
export function placeholdersAs<T>(values: Record<string, unknown>): T {
  return values as T;
}

/** A value given at execution (drizzle's sql.placeholder), the one way prebuilt statements name one. */
export const ph = (name: string) => sql.placeholder(name);
