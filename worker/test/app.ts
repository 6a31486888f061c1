import { exports } from 'cloudflare:workers';

/** Sends a request through the whole Worker, as a browser would. */
export function call(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(`http://shop.test${path}`, init));
}
