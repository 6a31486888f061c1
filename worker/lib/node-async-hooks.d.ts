/**
 * The one Node.js API the Worker uses, enabled alone by wrangler.jsonc's `nodejs_als` flag (no `nodejs_compat`, so
 * no Node.js types either): what worker/lib/log.ts needs of it.
 */
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    run<R>(store: T, work: () => R): R;
    getStore(): T | undefined;
  }
}
