import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';
import { BoundedMemo } from './bounded-memo.ts';

/** How many method-and-path pairs a router remembers: every path a shop's visitors use, and no more memory than a few KB. */
export const REMEMBERED_MATCHES = 1000;

/**
 * Hono's own router choice (RegExpRouter, else TrieRouter), each match remembered for its method and path. The app's
 * routes are past what RegExpRouter can take (`/staff/invites/:id` beside `/staff/:id/second-factor`), and walking
 * TrieRouter's tree of them was a tenth of a small request's cost; a match depends on nothing else and is never changed
 * by whoever reads it. The oldest is forgotten first, so made-up paths cost memory only up to the bound.
 */
export class RememberedRouter<T> implements Router<T> {
  readonly name = 'RememberedRouter';
  private readonly matches: BoundedMemo<Result<T>>;

  constructor(
    capacity = REMEMBERED_MATCHES,
    private readonly router: Router<T> = new SmartRouter<T>({ routers: [new RegExpRouter(), new TrieRouter()] }),
  ) {
    this.matches = new BoundedMemo(capacity);
  }

  add(method: string, path: string, handler: T): void {
    this.matches.clear();
    this.router.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    return this.matches.get(`${method} ${path}`, () => this.router.match(method, path));
  }
}
