import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Bindings } from '#worker/env.ts';
import { fail } from '#worker/services/result.ts';
import { refuse } from './errors.ts';

/** The rate limiting bindings of wrangler.jsonc (`ratelimits`); each counts over 60 seconds. */
export type LimitName = { [K in keyof Bindings]-?: Bindings[K] extends RateLimit ? K : never }[keyof Bindings];

const PERIOD_SECONDS = 60;

/** What a limit counts by; null leaves the request uncounted. */
export type LimitKey = (c: Context<AppEnv>) => string | null;

/**
 * The address Cloudflare saw the request come from. Every request through Cloudflare's edge (and wrangler
 * dev, Miniflare) carries it; only in-process calls (the tests' own, rendered pages') lack it, and those
 * are not counted.
 */
export const byClientAddress: LimitKey = (c) => c.req.header('cf-connecting-ip') ?? null;

/** The visitor session of x-session-id (validated by visitorSession before the limit runs). */
export const byVisitorSession: LimitKey = (c) => c.req.header('x-session-id') ?? null;

export const tooManyRequests = fail('rate_limited', 'Too many requests. Try again in 1 minute(s).', {
  minutes: 1,
  retryAfterSeconds: PERIOD_SECONDS,
});

/** Refuses with 429 and Retry-After once `key` has used up the limit `name` in its period. */
export const rateLimit = (name: LimitName, key: LimitKey) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const counted = key(c);
    if (counted !== null && !(await c.env[name].limit({ key: counted })).success) return refuse(c, tooManyRequests);
    await next();
  });

/** The same, for the writes of a resource only (its reads stay unlimited). */
export const rateLimitWrites = (name: LimitName, key: LimitKey) => {
  const limit = rateLimit(name, key);
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return limit(c, next);
  });
};
