import { defineConfig } from 'drizzle-kit';

// drizzle-kit only generates SQL from the schema; it never opens the application's data folder.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
