import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { BOOKMARK_COOKIE, D1BookmarkSchema } from '#schema/read-replication-api.ts';
import type { AppEnv, Database } from '#worker/env.ts';
import { forgetVersionIfBumpedSince } from '#worker/services/catalog/catalog-version.ts';
import { newerBookmark, openSession, type DatabaseSession, type SessionStart } from '#worker/services/database.ts';
import { SESSION_COOKIE } from './require-admin.ts';

/** Replica lag is seconds: an hour-old bookmark asks nothing of any replica, so the cookie need not outlive that. */
const BOOKMARK_COOKIE_OPTIONS = { httpOnly: true, secure: true, sameSite: 'Lax', path: '/', maxAge: 60 * 60 } as const;

const READS = new Set(['GET', 'HEAD']);

/** The bookmark the visitor's browser sent back, when it is one. */
function carriedBookmark(c: Context<AppEnv>): D1SessionBookmark | undefined {
  const carried = getCookie(c, BOOKMARK_COOKIE);
  // Most requests carry none: valibot's refusal of `undefined` would cost more than the rest of this middleware.
  return carried !== undefined && v.is(D1BookmarkSchema, carried) ? carried : undefined;
}

/**
 * Staff work and every write start on the primary: a write's checks (stock, an order's state) read the newest rows, and
 * staff see what they just saved. A shopper's read goes to a replica near the Worker, no older than the visitor's bookmark.
 */
function sessionStart(c: Context<AppEnv>, carried: D1SessionBookmark | undefined): SessionStart {
  if (!READS.has(c.req.method) || getCookie(c, SESSION_COOKIE) !== undefined) return 'first-primary';
  return carried ?? 'first-unconstrained';
}

/**
 * A drizzle handle that opens its D1 session when first used, so a request no route reads D1 for (an unknown path, a
 * catalog read answered from memory) opens none: opening one was most of such a request's cost.
 */
function openedOnFirstUse(open: () => Database): Database {
  let db: Database | undefined;
  return new Proxy({} as Database, {
    get(_target, property) {
      db ??= open();
      const member: unknown = Reflect.get(db, property, db);
      return typeof member === 'function' ? member.bind(db) : member;
    },
  });
}

/**
 * Puts a drizzle handle on the context as `c.var.db`, on a D1 session (the Sessions API) that starts where
 * sessionStart says, opened on the handle's first use; the answer carries the newest bookmark the request's sessions saw
 * back to the browser (BOOKMARK_COOKIE), so the visitor's next request reads at least what this one wrote or saw. Once the
 * request is answered, its catalog writes are over.
 */
export const database = createMiddleware<AppEnv>(async (c, next) => {
  const started = Date.now();
  const carried = carriedBookmark(c);
  const start = sessionStart(c, carried);
  const opened: DatabaseSession[] = [];
  const newestSeen = () =>
    opened.reduce<D1SessionBookmark | undefined>((newest, session) => {
      const seen = session.bookmark();
      return seen && newest ? newerBookmark(seen, newest) : (seen ?? newest);
    }, carried);
  const handleFrom = (from: SessionStart) =>
    openedOnFirstUse(() => {
      const session = openSession(c.env.DB, from);
      opened.push(session);
      return session.db;
    });
  c.set('db', handleFrom(start));
  c.set('readAtLeast', (bookmark) => {
    if (start === 'first-primary') return;
    // A session cannot move forward: the reads from here on go to a new one, at the newer of the two points.
    const seen = newestSeen();
    c.set('db', handleFrom(seen ? newerBookmark(seen, bookmark) : bookmark));
  });
  try {
    await next();
  } finally {
    forgetVersionIfBumpedSince(started);
  }
  const bookmark = newestSeen();
  if (bookmark) setCookie(c, BOOKMARK_COOKIE, bookmark, BOOKMARK_COOKIE_OPTIONS);
});
