import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAfterWrite } from './refresh-after-write.ts';

/** A server holding a cart, whose reads answer only when the test lets them: each read sees the cart as it left. */
function slowCartServer() {
  let cart: string[] = [];
  const answers: (() => void)[] = [];
  return {
    write: (line: string) => (cart = [...cart, line]),
    read: () => {
      const seen = cart;
      return new Promise<string[]>((resolve) => answers.push(() => resolve(seen)));
    },
    answerAll: async () => {
      while (answers.length > 0) {
        answers.shift()?.();
        await Promise.resolve();
        await new Promise((settled) => setTimeout(settled, 0));
      }
    },
  };
}

/** The cart shown in the header: its first read leaves, then the shopper's first add is written before it answers. */
async function firstAddDuringFirstRead(refresh: (client: QueryClient) => Promise<void>) {
  const server = slowCartServer();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const shown = new QueryObserver(client, { queryKey: ['cart'], queryFn: server.read });
  const unsubscribe = shown.subscribe(() => {});
  server.write('Green Aventurine Worry Stone');
  const refreshed = refresh(client);
  await server.answerAll();
  await refreshed;
  await server.answerAll();
  const data = shown.getCurrentResult().data;
  unsubscribe();
  return data;
}

describe('refreshAfterWrite', () => {
  it('reads again a first read that left before the write, so the cart shows the line just added', async () => {
    expect(await firstAddDuringFirstRead((client) => refreshAfterWrite(client, ['cart']))).toEqual(['Green Aventurine Worry Stone']);
  });

  it('is needed: invalidateQueries alone settles the cart on its first read (TanStack/query#8530)', async () => {
    expect(await firstAddDuringFirstRead((client) => client.invalidateQueries({ queryKey: ['cart'] }))).toEqual([]);
  });

  it('reads a query that already has data once more, and leaves other keys alone', async () => {
    const client = new QueryClient();
    let reads = 0;
    let otherReads = 0;
    const cart = new QueryObserver(client, { queryKey: ['cart'], queryFn: () => ++reads });
    const other = new QueryObserver(client, { queryKey: ['rates'], queryFn: () => ++otherReads });
    const stop = [cart.subscribe(() => {}), other.subscribe(() => {})];
    await client.refetchQueries();
    const before = { reads, otherReads };
    await refreshAfterWrite(client, ['cart']);
    expect(reads).toBe(before.reads + 1);
    expect(otherReads).toBe(before.otherReads);
    for (const unsubscribe of stop) unsubscribe();
  });
});
