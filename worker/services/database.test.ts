import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { openDatabase, openSession } from './database.ts';

describe('a drizzle handle on D1', () => {
  it("shares the isolate's one relational config of the schema, worked out once, not per handle", () => {
    const first = openDatabase(env.DB);
    const second = openSession(env.DB, 'first-unconstrained').db;
    expect(first._.schema).toBe(second._.schema);
    expect(first._.tableNamesMap).toBe(second._.tableNamesMap);
  });

  it('answers relational queries and plain ones', async () => {
    const db = openDatabase(env.DB);
    expect(await db.query.orders.findMany({ limit: 1, with: { lines: true } })).toEqual(expect.any(Array));
    expect(await db.run('SELECT 1')).toMatchObject({ success: true });
  });
});
