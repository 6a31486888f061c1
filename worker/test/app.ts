import { createExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import type { Bindings } from '#worker/env.ts';
import app from '#worker/index.ts';

/** Sends a request through the whole Worker, as a browser would. */
export function call(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(`http://shop.test${path}`, init));
}

/**
 * Sends a request to an address of the caller's choosing (its host is the `Host` header a client sent), through the
 * whole Worker with `bindings` over the test environment's (an unset variable, a deployed shop's setting).
 */
export async function callAt(address: string, init?: RequestInit, bindings: Partial<Bindings> = {}): Promise<Response> {
  return app.fetch(new Request(address, init), { ...env, ...bindings }, createExecutionContext());
}
