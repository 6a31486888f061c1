/**
 * CSV as RFC 4180 writes it, safe to open in a spreadsheet: a cell a spreadsheet would read as a formula (one starting
 * with =, +, -, @, a tab or a carriage return; OWASP, "CSV Injection") is prefixed with an apostrophe, which makes
 * it text, and quoted.
 */
import { log } from '#worker/lib/log.ts';

export type Cell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: Cell): string {
  if (value === null) return '';
  const text = String(value);
  const neutralised = FORMULA_START.test(text);
  const cell = neutralised ? `'${text}` : text;
  return neutralised || NEEDS_QUOTES.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** One record, ended by CRLF as RFC 4180 asks. */
export const csvRow = (cells: readonly Cell[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** Excel reads a CSV file as UTF-8 (names in Arabic, Chinese, Hindi...) only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF';

/** One page of rows and where the next starts (null: that was the last). */
export type CsvPage<Cursor> = { rows: Cell[][]; next: Cursor | null };

/**
 * The file as a stream: the mark and the header first, then each page as the reader asks for it, so the whole file
 * is never in memory and a slow download never holds more than one page.
 */
export function csvStream<Cursor>(
  header: readonly string[],
  readPage: (after: Cursor | null) => Promise<CsvPage<Cursor>>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: Cursor | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(UTF8_BOM + csvRow(header)));
          return;
        }
        let page: CsvPage<Cursor>;
        try {
          page = await readPage(after);
        } catch (error) {
          // The headers are sent: all that is left is to end the download broken, so it is not taken for the whole file.
          log.error('export.stream_failed', { error });
          controller.error(error);
          return;
        }
        if (page.rows.length > 0) controller.enqueue(encoder.encode(page.rows.map(csvRow).join('')));
        if (page.next === null) controller.close();
        else after = page.next;
      },
    },
    { highWaterMark: 0 },
  );
}
