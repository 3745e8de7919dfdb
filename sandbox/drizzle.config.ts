import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './sandbox/db/schema.ts',
  out: './sandbox/db/migrations',
});
