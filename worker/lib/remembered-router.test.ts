import type { Result, Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, it } from 'vitest';
import { RememberedRouter } from './remembered-router.ts';

/** A TrieRouter that counts the walks of its tree. */
function countingRouter() {
  const trie = new TrieRouter<string>();
  const counted = { walks: 0 };
  const router: Router<string> = {
    name: 'counting',
    add: (method, path, handler) => trie.add(method, path, handler),
    match: (method, path): Result<string> => {
      counted.walks += 1;
      return trie.match(method, path);
    },
  };
  return { router, counted };
}

const handlersOf = (result: Result<string>) => result[0].map(([handler]) => handler);

describe('the app router remembers each match by its method and path', () => {
  it('walks the routes once for a method and path asked again, and answers the same handlers and params', () => {
    const { router, counted } = countingRouter();
    const remembered = new RememberedRouter(10, router);
    remembered.add('ALL', '/api/*', 'middleware');
    remembered.add('GET', '/api/products/:id', 'product');
    const first = remembered.match('GET', '/api/products/7');
    const again = remembered.match('GET', '/api/products/7');
    expect(counted.walks).toBe(1);
    expect(again).toBe(first);
    expect(handlersOf(first)).toEqual(['middleware', 'product']);
    expect(first[0][1]?.[1]).toEqual({ id: '7' });
    // Another method or path is a walk of its own.
    remembered.match('POST', '/api/products/7');
    expect(handlersOf(remembered.match('GET', '/api/products/8'))).toEqual(['middleware', 'product']);
    expect(counted.walks).toBe(3);
  });

  it('forgets the oldest match past its capacity, so made-up paths cannot grow it', () => {
    const { router, counted } = countingRouter();
    const remembered = new RememberedRouter(2, router);
    remembered.add('GET', '/a/:id', 'a');
    for (const path of ['/a/1', '/a/2', '/a/3']) remembered.match('GET', path);
    remembered.match('GET', '/a/3');
    expect(counted.walks).toBe(3);
    remembered.match('GET', '/a/1');
    expect(counted.walks).toBe(4);
  });
});
