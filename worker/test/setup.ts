// Before each test file: its own D1 gets the search tables (worker/migrations/, as `wrangler d1 migrations
// apply` makes them for `npm start`). applyD1Migrations skips migrations already applied.
import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

await applyD1Migrations(env.SEARCH_DB, env.SEARCH_MIGRATIONS);
