import type { ErrorCode, ErrorParams } from '#schema/errors.ts';

/** What a service answers when it refuses: a stable code, an English message, and the values the message names. */
export type Failure = { ok: false; code: ErrorCode; message: string; params?: ErrorParams };

/** The one result type of every service that can refuse. HTTP statuses are the routes' business, not the services'. */
export type Result<T> = { ok: true; value: T } | Failure;

export const succeed = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

export const fail = (code: ErrorCode, message: string, params?: ErrorParams): Failure =>
  params ? { ok: false, code, message, params } : { ok: false, code, message };
