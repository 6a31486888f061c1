import { describe, expect, it } from 'vitest';
import { bracketedRounds, roundOrder, summarize, trivialSpread } from './api-step.mjs';

/** A machine whose speed falls by `drift` per run, and endpoints that each answer at a fixed share of the trivial rate. */
function driftingMachine(drift: number, shares: Record<string, number>) {
  let runs = 0;
  return async (subject: { name: string }) => {
    const speed = 1 - drift * runs;
    runs += 1;
    const reqPerSec = 2000 * speed * (shares[subject.name] ?? 1);
    return { reqPerSec, latencyMs: { p99: 100 / speed } };
  };
}

describe('the API step', () => {
  it('puts the trivial endpoint first, last and between every two others, reversing every other round', () => {
    expect(roundOrder(['a', 'b'], 0)).toEqual({
      runs: ['trivial', 'a', 'trivial', 'b', 'trivial'],
      brackets: new Map([
        ['a', { before: 0, after: 2 }],
        ['b', { before: 2, after: 4 }],
      ]),
    });
    expect(roundOrder(['a', 'b'], 1).runs).toEqual(['trivial', 'b', 'trivial', 'a', 'trivial']);
  });

  it("finds each endpoint's share of the trivial rate on a machine that slows down as the bench goes on", async () => {
    const trivial = { name: 'trivial' };
    const subjects = ['reads', 'search', 'page'].map((name) => ({ name }));
    const shares = { reads: 0.95, search: 0.9, page: 0.8 };
    const { perSubject, trivialRuns } = await bracketedRounds(trivial, subjects, 3, driftingMachine(0.01, shares));
    expect(trivialRuns).toHaveLength(3 * 4);
    for (const subject of subjects) {
      expect(perSubject.get(subject)).toHaveLength(3);
      for (const { ratio } of perSubject.get(subject) ?? []) expect(ratio).toBeCloseTo(shares[subject.name as keyof typeof shares], 3);
    }
  });

  it("reads an endpoint's p99 from all its rounds' answers together, against each trivial run beside them once", async () => {
    let runs = 0;
    const numbered = async (subject: { name: string }) => ({ name: `${subject.name}${runs++}`, reqPerSec: 1000, latencyMs: { p99: 10 } });
    const a = { name: 'a' };
    const { perSubject } = await bracketedRounds({ name: 'T' }, [a, { name: 'b' }], 3, numbered);
    const pooled: string[][] = [];
    const p99Of = (loads: { name: string }[]) => {
      pooled.push(loads.map((load) => load.name));
      return loads.length;
    };
    // Rounds: T0 a1 T2 b3 T4 | T5 b6 T7 a8 T9 | T10 a11 T12 b13 T14
    const summary = summarize(perSubject.get(a) ?? [], p99Of);
    expect(pooled).toEqual([
      ['a1', 'a8', 'a11'],
      ['T0', 'T2', 'T7', 'T9', 'T10', 'T12'],
    ]);
    expect(summary.p99Ratio).toBe(3 / 6);
  });

  it('reads the noise of a run from how far apart the two trivial runs beside each read came out', async () => {
    const rates = [1000, 900, 990, 1100, 1100];
    let runs = 0;
    const machine = async (subject: { name: string }) => ({
      name: subject.name,
      reqPerSec: rates[runs++ % rates.length] ?? 0,
      latencyMs: { p99: 10 },
    });
    // One round: T(1000) a(900) T(990) b(1100) T(1100): the trivial pairs differ by 1 % and by 11.1 %.
    const { perSubject } = await bracketedRounds({ name: 'T' }, [{ name: 'a' }, { name: 'b' }], 1, machine);
    expect(trivialSpread(perSubject)).toEqual({ median: 0.061, max: 0.111, pairs: 2 });
    expect(trivialSpread(new Map())).toBeNull();
  });
});
