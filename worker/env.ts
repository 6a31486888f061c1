import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type { StaffSession } from '#schema/staff-api.ts';
import type * as tables from '#schema/tables.ts';

declare global {
  namespace Cloudflare {
    /**
     * What `wrangler types` cannot know (worker/worker-configuration.d.ts has the rest, from wrangler.jsonc
     * and .dev.vars.example): the R2 S3 credentials, optional secrets that are all set or all absent.
     */
    interface Env {
      R2_ACCOUNT_ID?: string;
      R2_ACCESS_KEY_ID?: string;
      R2_SECRET_ACCESS_KEY?: string;
      R2_BUCKET_NAME?: string;
      /** Base32 TOTP secret (`npm run totp:setup`): when set, staff sign-in asks for the authenticator's code. */
      ADMIN_TOTP_SECRET?: string;
      /** Set by `npm run dev` only: the nonce of Vite's inline dev scripts (vite.config.ts). */
      DEV_SCRIPT_NONCE?: string;
    }
  }
}

/** The Worker's bindings, vars and secrets (README, "Configuration"). */
export type Bindings = Cloudflare.Env;

export type Database = DrizzleD1Database<typeof tables>;

export type AppEnv = {
  Bindings: Bindings;
  Variables: {
    db: Database;
    /** Moves `db` to reads at least as new as `bookmark` (worker/middleware/database.ts); the catalog cache's version asks it. */
    readAtLeast: (bookmark: D1SessionBookmark) => void;
  };
};

/** A signed-in staff call: who it is, and whether the call's audit entry was written already (an owner-only refusal). */
export type AdminEnv = AppEnv & { Variables: { staff: StaffSession; audited?: boolean } };
