import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** D1 binds at most 100 parameters to one statement; a statement past that fails ("too many SQL variables"). */
export const D1_MAX_BOUND_PARAMETERS = 100;

/** `expression IN (values)` with the values as one JSON parameter, so any number of them fits in one statement. */
export const inJsonList = (expression: SQLWrapper, values: readonly (string | number)[]): SQL =>
  sql`${expression} IN (SELECT value FROM json_each(${JSON.stringify(values)}))`;

/** The rows in runs of at most `size`: one multi-row INSERT per run keeps each within D1_MAX_BOUND_PARAMETERS. */
export function inRunsOf<Row>(rows: readonly Row[], size: number): Row[][] {
  const runs: Row[][] = [];
  for (let start = 0; start < rows.length; start += size) runs.push(rows.slice(start, start + size));
  return runs;
}
