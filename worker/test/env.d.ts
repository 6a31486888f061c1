declare namespace Cloudflare {
  interface Env {
    /** The migrations of schema/migrations, read by vitest.config.ts for apply-migrations.ts. */
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
  }
}
