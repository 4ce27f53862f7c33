import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/features/*/*.tables.ts', './src/platform/jobs/jobs.tables.ts'],
  out: './migrations',
});
