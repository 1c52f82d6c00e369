import {
  getTableColumns,
  sql,
  type Column,
  type GetColumnData,
  type SQL,
  type Table,
} from 'drizzle-orm';

// Issue 32: a logged-in player's page reads its parts as subqueries of the session's statement
// (plugins/session-lookup.ts findSessionWith), and a subquery answers one value. A row, or a list
// of rows, travels as JSON built by PostgreSQL and is turned back here into the row drizzle would
// have selected, so the code that used the rows stays as it was.

type Columns = Record<string, Column>;
export type RowOf<C extends Columns> = { [K in keyof C]: GetColumnData<C[K]> };

/**
 * `json_build_object('field', value, …)`: columns (a table's, by their field names) and any
 * other values (a nested list's subquery) under the names given.
 */
export function jsonObjectOf(fields: Record<string, Column | SQL>): SQL {
  const pairs = Object.entries(fields).map(([field, value]) => sql`${field}::text, ${value}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** A table's whole row as a JSON object (see rowFrom). */
export function rowJsonOf(table: Table): SQL {
  return jsonObjectOf(getTableColumns(table));
}

/**
 * The row drizzle would have selected, from an object jsonObjectOf built: each value through its
 * column's own driver mapping (timestamps to Date, bigint-as-number to number) except JSON
 * columns, which arrive already decoded (mapping them again would parse a JSON string value).
 */
export function rowFrom<C extends Columns>(columns: C, json: Record<string, unknown>): RowOf<C> {
  const row: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(columns)) {
    const value = json[field] ?? null;
    row[field] =
      value === null || column.dataType === 'json' ? value : column.mapFromDriverValue(value);
  }
  return row as RowOf<C>;
}

/** A JSON value as the driver hands it: parsed already (pg), or its text (some drivers). */
export function parsedJson(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}
