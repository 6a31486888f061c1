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
): Promise<{ perSubject: Map<S, { load: L; ratio: number; p99Ratio: number }[]>; trivialRuns: L[] }>;

export function median(values: number[]): number;
