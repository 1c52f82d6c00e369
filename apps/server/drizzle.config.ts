import { defineConfig } from 'drizzle-kit';

// One migration set serves PGlite and PostgreSQL alike; `npm run db:generate -w @topup/server`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/tables/*.ts',
  out: './src/db/migrations',
});
