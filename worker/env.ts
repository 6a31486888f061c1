import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type * as tables from '#schema/tables.ts';

/** Bindings and secrets of wrangler.toml and .dev.vars (see README, "Configuration"). */
export type Bindings = {
  DB: D1Database;
  BUCKET: R2Bucket;
  ASSETS: Fetcher;
  /** Upstream USD exchange rates (JSON with a `rates` object). */
  RATES_URL: string;
  ADMIN_USERNAME: string;
  /** pbkdf2-sha256$<iterations>$<salt b64>$<hash b64> */
  ADMIN_PASSWORD_HASH: string;
  UPLOAD_SIGNING_SECRET: string;
  R2_ACCOUNT_ID?: string;
  R2_ACCESS_KEY_ID?: string;
  R2_SECRET_ACCESS_KEY?: string;
  R2_BUCKET_NAME?: string;
};

export type Database = DrizzleD1Database<typeof tables>;

export type AppEnv = {
  Bindings: Bindings;
  Variables: { db: Database };
};

declare global {
  // Lets `env` from 'cloudflare:workers' / 'cloudflare:test' carry our bindings.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Cloudflare {
    interface Env extends Bindings {}
  }
}
