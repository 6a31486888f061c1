import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every `log.<level>('<event>'` call of the Worker (worker/lib/log.ts), tests aside. */
function loggedEvents(dir = 'worker'): Set<string> {
  const events = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true }).map(String)) {
    if (!entry.endsWith('.ts') || entry.endsWith('.test.ts') || entry.startsWith('test/')) continue;
    const source = readFileSync(join(dir, entry), 'utf8');
    for (const match of source.matchAll(/\blog\.(?:info|warn|error)\(\s*'([a-z_.]+)'/g)) events.add(match[1]!);
  }
  return events;
}

describe('log events', () => {
  it('are each listed in docs/operations.md ("The first hour"), where an owner looks up what to filter on', () => {
    const runbook = readFileSync('docs/operations.md', 'utf8');
    const events = [...loggedEvents()];

    expect(events.length).toBeGreaterThan(20);
    expect(events.filter((event) => !runbook.includes(`\`${event}\``))).toEqual([]);
  });

  it('are the only way the Worker logs: no console.* outside worker/lib/log.ts', () => {
    const direct = readdirSync('worker', { recursive: true })
      .map(String)
      .filter((entry) => entry.endsWith('.ts') && !entry.endsWith('.test.ts') && !entry.startsWith('test/'))
      .filter((entry) => entry !== 'lib/log.ts' && entry !== 'worker-configuration.d.ts')
      .filter((entry) => /\bconsole\.(log|info|warn|error|debug)\(/.test(readFileSync(join('worker', entry), 'utf8')));

    expect(direct).toEqual([]);
  });
});
