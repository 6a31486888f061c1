import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { format, resolveConfig } from 'prettier';

/** Writes `results` as JSON formatted as Prettier would: `npm test` checks the committed file with `prettier --check`. */
export async function writeResults(file, results) {
  mkdirSync(dirname(file), { recursive: true });
  const json = JSON.stringify(results, null, 2);
  writeFileSync(file, await format(json, { ...(await resolveConfig(file)), filepath: file }));
}
