declare namespace Cloudflare {
  interface Env {
    /** The migrations of schema/migrations, read by vitest.config.ts for apply-migrations.ts. */
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
    /** The fuzz test's seed and runs per route from the environment ('' for the defaults), via vitest.config.ts. */
    FUZZ_SEED: string;
    FUZZ_RUNS: string;
  }
}
