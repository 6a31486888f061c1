/** The part of api-step.mjs its test uses. */
export type RunFigures = { reqPerSec: number; latencyMs: { p99: number } };

export function roundOrder<S>(
  subjects: S[],
  roundIndex: number,
): { runs: (S | 'trivial')[]; brackets: Map<S, { before: number; after: number }> };

export function bracketedRatios(load: RunFigures, before: RunFigures, after: RunFigures): { ratio: number; p99Ratio: number };

export function bracketedRounds<S, L extends RunFigures>(
  trivial: S,
  subjects: S[],
  rounds: number,
  loadRun: (subject: S) => Promise<L>,
): Promise<{ perSubject: Map<S, Round<L>[]>; trivialRuns: L[] }>;

/** One round of a subject: its run, the trivial runs before and after it, and its ratios to them. */
export type Round<L extends RunFigures> = { load: L; beside: [L, L]; ratio: number; p99Ratio: number };

export function summarize<L extends RunFigures>(
  rounds: Round<L>[],
  p99Of?: (loads: L[]) => number,
): { load: L; ratio: number; p99Ratio: number; rounds: { reqPerSec: number; p99Ms: number; ratio: number; p99Ratio: number }[] };

export function median(values: number[]): number;

export function trivialSpread<S, L extends RunFigures>(
  perSubject: Map<S, Round<L>[]>,
): { median: number; max: number; pairs: number } | null;
