import { defineConfig } from 'drizzle-kit';

// Migrations are generated here and applied by the server at start (server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  // The index of server/db/schema/, which exports every table file: not the folder, whose files drizzle-kit would
  // read one by one, the index too, so meeting the transaction_lines view twice, which it refuses.
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
