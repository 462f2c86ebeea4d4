import { defineConfig } from 'drizzle-kit';

// Migrations are generated here and applied by the server at start (server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
