import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** DATABASE_URL when the suite runs on PostgreSQL (CI's database stage), else undefined. */
export const databaseUrl = process.env.DATABASE_URL;

/** A fresh schema name no other run uses (the database is shared with other suites). */
export const freshSchema = (prefix: string) =>
  `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;

/** Runs one statement on its own connection (schema setup and clean-up outside any app). */
export async function sqlOnce<T extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export const dropSchema = (url: string, schema: string) =>
  sqlOnce(url, `drop schema if exists "${schema}" cascade`);
