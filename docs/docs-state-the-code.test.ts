/**
 * The docs say how long an unpaid order holds its stones, and how often the sweep runs, in many places; each
 * must say what the code does (issue 25, item 8: operations.md had said 30 minutes while the code held 15).
 * Every decision record says when it was taken and whether it still stands.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PENDING_ORDER_TTL_MS } from '#worker/services/orders/order-expiry.ts';

const DOCUMENTS = ['README.md', 'SECURITY.md', 'docs/design.md', 'docs/product.md', 'docs/operations.md', 'wrangler.jsonc'];

/** A document's text with its line breaks (and a JSONC comment's `//`) folded into single spaces. */
const textOf = (path: string): string =>
  readFileSync(path, 'utf8')
    .replace(/\n\s*\/\/\s*/g, ' ')
    .replace(/\s+/g, ' ');

/** Every number of minutes the documents state with one of these phrasings, and where. */
function statedMinutes(phrasings: readonly RegExp[]): { where: string; minutes: number }[] {
  return DOCUMENTS.flatMap((path) => {
    const text = textOf(path);
    return phrasings.flatMap((phrasing) =>
      [...text.matchAll(phrasing)].map((match) => ({ where: `${path}: "${match[0]}"`, minutes: Number(match[1]) })),
    );
  });
}

const HOLD_PHRASINGS = [
  /unpaid (?:for|after) (\d+) minutes/g,
  /pending orders older than (\d+) minutes/g,
  /fails after (\d+) minutes/g,
  /otherwise after (\d+) minutes \(the hold/g,
  /the hold is the anonymous one: (\d+) minutes/g,
  /the hold \((\d+) minutes\)/g,
  /holds? of (\d+) minutes/g,
  /(\d+)-minute hold/g,
];

const SWEEP_PHRASINGS = [
  /Cron Trigger runs every (\d+) minutes/g,
  /the sweep runs every (\d+) minutes/g,
  /next Cron run \(every (\d+) minutes\)/g,
  /Cron sweep \(every (\d+) minutes/g,
];

/** The sweep's interval as wrangler.jsonc's Cron Trigger says it. */
const sweepMinutes = (): number => Number(/"crons": \["\*\/(\d+) \* \* \* \*"\]/.exec(textOf('wrangler.jsonc'))?.[1]);

describe('the docs', () => {
  it("state the unpaid order's hold as the code's PENDING_ORDER_TTL_MS, everywhere they state it", () => {
    const stated = statedMinutes(HOLD_PHRASINGS);

    expect(new Set(stated.map(({ where }) => where.split(':')[0]))).toEqual(new Set(DOCUMENTS));
    expect(stated.filter(({ minutes }) => minutes !== PENDING_ORDER_TTL_MS / 60_000)).toEqual([]);
  });

  it("state the sweep's interval as wrangler.jsonc's Cron Trigger, and the longest wait for stock as the two added", () => {
    const stated = statedMinutes(SWEEP_PHRASINGS);

    expect(stated.length).toBeGreaterThanOrEqual(4);
    expect(stated.filter(({ minutes }) => minutes !== sweepMinutes())).toEqual([]);
    expect(statedMinutes([/stock is back within (\d+) minutes at most/g]).map(({ minutes }) => minutes)).toEqual([
      PENDING_ORDER_TTL_MS / 60_000 + sweepMinutes(),
    ]);
  });
});

describe('the decision records', () => {
  it('each open with a Date and a Status line under their title', () => {
    const records = readdirSync('docs/decisions').filter((name) => name.endsWith('.md'));
    const heads = records.map((name) => readFileSync(`docs/decisions/${name}`, 'utf8').split('\n').slice(0, 5).join('\n'));

    expect(records.length).toBeGreaterThan(0);
    for (const head of heads)
      expect(head).toMatch(/^# \d{3} .+\n\n- Date: \d{4}-\d{2}-\d{2}\n- Status: (Accepted|Proposed|Superseded by \d{3}|Deprecated)/);
  });
});
