/** RFC 4180 read back as a spreadsheet reads it: the records and cells of `text` (CRLF between records, "" a quote inside quotes). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  let index = 0;
  const endCell = () => {
    record.push(cell);
    cell = '';
  };
  while (index < text.length) {
    const char = text[index]!;
    const next = text[index + 1];
    index += 1;
    if (quoted && char === '"' && next === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') quoted = !quoted;
    else if (quoted) cell += char;
    else if (char === ',') endCell();
    else if (char === '\r' && next === '\n') {
      endCell();
      records.push(record);
      record = [];
      index += 1;
    } else cell += char;
  }
  return records;
}

/** The records of a CSV file with a header row, each as { column: cell }. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...records] = parseCsv(text);
  return records.map((record) => Object.fromEntries(header!.map((name, index) => [name, record[index]!])));
}
