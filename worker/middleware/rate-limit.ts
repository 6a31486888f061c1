import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { VisitorSessionIdSchema } from '#schema/cart-api.ts';
import type { AppEnv, Bindings } from '#worker/env.ts';
import { fail } from '#worker/services/result.ts';
import { refuse } from './errors.ts';

/** The rate limiting bindings of wrangler.jsonc (`ratelimits`); each counts over 60 seconds. */
export type LimitName = { [K in keyof Bindings]-?: Bindings[K] extends RateLimit ? K : never }[keyof Bindings];

const PERIOD_SECONDS = 60;

/** What a limit counts by; null leaves the request uncounted. */
export type LimitKey = (c: Context) => string | null;

/**
 * The address Cloudflare saw the request come from. Every request through Cloudflare's edge (and wrangler
 * dev, Miniflare) carries it; only in-process calls (the tests' own, rendered pages') lack it, and those
 * are not counted.
 */
export const byClientAddress: LimitKey = (c) => c.req.header('cf-connecting-ip') ?? null;

/**
 * The visitor session of x-session-id; a call without a well-formed one is counted by its address's ceiling
 * only (a new visitor id is free to make, so leaving it out gains nothing).
 */
export const byVisitorSession: LimitKey = (c) => {
  const session = c.req.header('x-session-id');
  return session !== undefined && v.is(VisitorSessionIdSchema, session) ? session : null;
};

export const tooManyRequests = fail('rate_limited', 'Too many requests. Try again in 1 minute(s).', {
  minutes: 1,
  retryAfterSeconds: PERIOD_SECONDS,
});

/** Counts the call against `name` by `key`; true when that key has used up the limit in its period. */
async function overLimit(c: Context<AppEnv>, name: LimitName, key: LimitKey): Promise<boolean> {
  const counted = key(c);
  return counted !== null && !(await c.env[name].limit({ key: counted })).success;
}

/** Refuses with 429 and Retry-After once `key` has used up the limit `name` in its period. */
export const rateLimit = (name: LimitName, key: LimitKey) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (await overLimit(c, name, key)) return refuse(c, tooManyRequests);
    await next();
  });

/**
 * The two limits of a public write (docs/design.md §12): the visitor's own, which brakes one shopper's loop,
 * and a ceiling per client address sized for the many shoppers a mobile network or an office puts behind
 * one, which brakes a script that makes a new visitor id for every call.
 */
export type WriteLimits = { perVisitor: LimitName; perAddress: LimitName };

/** Refuses with 429 and Retry-After once the visitor, or the client address, has used up its limit. */
export const rateLimitVisitorAndAddress = ({ perVisitor, perAddress }: WriteLimits) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if ((await overLimit(c, perVisitor, byVisitorSession)) || (await overLimit(c, perAddress, byClientAddress))) {
      return refuse(c, tooManyRequests);
    }
    await next();
  });

/** The same, for the writes of a resource only (its reads stay unlimited). */
export const rateLimitWrites = (limits: WriteLimits) => {
  const limit = rateLimitVisitorAndAddress(limits);
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return limit(c, next);
  });
};
