import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import app from '#worker/index.ts';

/** A statement that D1 accepts and that fails when it runs, so a batch holding it is rolled back whole. */
const FAILING_SQL = 'SELECT * FROM injected_fault_no_such_table';

const EXECUTORS = new Set<PropertyKey>(['run', 'all', 'raw', 'first']);

export type FaultyD1 = {
  binding: D1Database;
  /** How many statements were executed so far, each statement of a batch counted on its own. */
  executed: () => number;
};

/**
 * The real D1 binding, except that the `failAt`-th executed statement (1-based; statements inside `batch()`
 * count one by one) fails as D1 fails: alone it throws, in a batch it is swapped for a statement that fails
 * when it runs, and the real D1 rolls the whole batch back. `Infinity` only counts.
 */
export function faultyD1(real: D1Database, failAt: number): FaultyD1 {
  let executed = 0;
  const originals = new WeakMap<D1PreparedStatement, D1PreparedStatement>();
  const failsNow = () => ++executed === failAt;

  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const wrapped = new Proxy(statement, {
      get(target, property) {
        if (property === 'bind') return (...values: unknown[]) => wrap(target.bind(...values));
        const member: unknown = Reflect.get(target, property, target);
        if (typeof member !== 'function') return member;
        if (!EXECUTORS.has(property)) return member.bind(target);
        return (...args: unknown[]) => {
          const runner = failsNow() ? real.prepare(FAILING_SQL) : target;
          return (Reflect.get(runner, property, runner) as (...a: unknown[]) => unknown).apply(runner, args);
        };
      },
    });
    originals.set(wrapped, statement);
    return wrapped;
  };

  // The database and each of its sessions (withSession, as every request opens one) fail alike.
  const faulty = <T extends D1Database | D1DatabaseSession>(handle: T): T =>
    new Proxy(handle, {
      get(target, property) {
        if (property === 'prepare') return (query: string) => wrap(target.prepare(query));
        if (property === 'batch') {
          return (statements: D1PreparedStatement[]) =>
            target.batch(
              statements.map((statement) => (failsNow() ? target.prepare(FAILING_SQL) : (originals.get(statement) ?? statement))),
            );
        }
        if (property === 'withSession') return (start?: string) => faulty((target as D1Database).withSession(start));
        const member: unknown = Reflect.get(target, property, target);
        return typeof member === 'function' ? member.bind(target) : member;
      },
    });
  return { binding: faulty(real), executed: () => executed };
}

/**
 * Sends a request through the whole Worker on the test D1 whose `failAt`-th statement fails, with `bindings` added to
 * its environment; also says how many statements ran.
 */
export async function callFailingAt(
  failAt: number,
  path: string,
  init?: RequestInit,
  bindings: Record<string, string> = {},
): Promise<{ response: Response; executed: number }> {
  const faulty = faultyD1(env.DB, failAt);
  const request = new Request(`http://shop.test${path}`, init);
  const response = await app.fetch(request, { ...env, ...bindings, DB: faulty.binding }, createExecutionContext());
  return { response, executed: faulty.executed() };
}
