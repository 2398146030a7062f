import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the TypeScript schema (`npm run db:generate`) and committed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './platform/db/schema/index.ts',
  out: './platform/db/migrations',
});
