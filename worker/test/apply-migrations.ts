import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

// Every test file starts from the real schema: the same migrations wrangler applies.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
