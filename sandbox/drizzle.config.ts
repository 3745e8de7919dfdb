import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The core tables, and each area's own (`sandbox/<area>/schema.ts`).
  schema: ['./sandbox/db/schema.ts', './sandbox/*/schema.ts'],
  out: './sandbox/db/migrations',
});
