import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '#worker/test/csv.ts';
import { csvCell, csvRow, csvStream, UTF8_BOM, type Cell } from './csv.ts';

const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];

describe('csvCell', () => {
  it('leaves plain text and numbers as they are, and an absent value empty', () => {
    expect(csvCell('Ruby cabochon')).toBe('Ruby cabochon');
    expect(csvCell(25)).toBe('25');
    expect(csvCell('25.00')).toBe('25.00');
    expect(csvCell(null)).toBe('');
  });

  it('quotes a cell holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('Nairobi, Kenya')).toBe('"Nairobi, Kenya"');
    expect(csvCell('the "best" opal')).toBe('"the ""best"" opal"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
  });

  it.each(FORMULA_STARTS)('makes a cell starting with %j text: an apostrophe first, and quoted', (start) => {
    expect(csvCell(`${start}HYPERLINK("https://evil.example")`)).toBe(`"'${start}HYPERLINK(""https://evil.example"")"`);
  });

  it('neutralises a phone number starting with + too, keeping its digits', () => {
    expect(csvCell('+254 712 345 678')).toBe(`"'+254 712 345 678"`);
  });
});

describe('csvRow, property: any cells', () => {
  const cell = fc.oneof(
    fc.string({ unit: 'binary' }),
    fc.constantFrom(...FORMULA_STARTS).chain((start) => fc.string().map((rest) => start + rest)),
  );

  it('reads back as the same cells, each one a spreadsheet would take for a formula prefixed with an apostrophe', () => {
    fc.assert(
      fc.property(fc.array(cell, { minLength: 1, maxLength: 8 }), (cells) => {
        const [record, ...rest] = parseCsv(csvRow(cells));
        expect(rest).toEqual([]);
        expect(record).toEqual(cells.map((text) => (FORMULA_STARTS.some((start) => text.startsWith(start)) ? `'${text}` : text)));
        for (const read of record!) expect(FORMULA_STARTS.some((start) => read.startsWith(start))).toBe(false);
      }),
      { seed: 20261125, numRuns: 500 },
    );
  });
});

describe('csvStream', () => {
  // Keeping the byte order mark, which Response.text() would drop.
  const read = async (stream: ReadableStream<Uint8Array>) =>
    new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());

  it('starts with the byte order mark and the header, then every page in turn', async () => {
    const pages: Record<number, { rows: Cell[][]; next: number | null }> = {
      0: { rows: [['a', 1]], next: 1 },
      1: {
        rows: [
          ['b', 2],
          ['c', 3],
        ],
        next: null,
      },
    };
    const text = await read(csvStream(['name', 'n'], async (after: number | null) => pages[after ?? 0]!));
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(parseCsv(text.slice(1))).toEqual([
      ['name', 'n'],
      ['a', '1'],
      ['b', '2'],
      ['c', '3'],
    ]);
  });

  it('reads a page only when the reader asks for more: the file is never built whole', async () => {
    const asked: (number | null)[] = [];
    const stream = csvStream(['n'], async (after: number | null) => {
      asked.push(after);
      const page = after ?? 0;
      return { rows: [[page]], next: page < 99 ? page + 1 : null };
    });
    const reader = stream.getReader();
    await reader.read(); // the header
    expect(asked).toEqual([]);
    await reader.read();
    await reader.read();
    expect(asked).toEqual([null, 1]);
    await reader.cancel();
  });
});
