import { useMutation } from '@tanstack/react-query';
import type { ApplicationExportQuery, OrderExportQuery } from '#schema/exports-api.ts';
import { apiOf, ApiError, type Api } from '#web/lib/api.ts';

/** Which staff CSV export (GET /api/admin/exports/<file>), in which status (undefined: all). */
export type CsvFile =
  | { file: 'orders.csv'; status: OrderExportQuery['status'] }
  | { file: 'wholesale-applications.csv'; status: ApplicationExportQuery['status'] };

/** An export of a period, its first and last day (schema/exports-api.ts). */
export type CsvExport = CsvFile & { from: string; to: string };

const requestOf = (api: Api, { from, to, ...which }: CsvExport) =>
  which.file === 'orders.csv'
    ? api.admin.exports['orders.csv'].$get({ query: { from, to, status: which.status } })
    : api.admin.exports['wholesale-applications.csv'].$get({ query: { from, to, status: which.status } });

/** The name the server gives the file (`Content-Disposition: attachment; filename="…"`), else the export's own. */
export function attachmentName(contentDisposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(contentDisposition ?? '')?.[1] ?? fallback;
}

/** The browser keeps a clicked blob address this long at most before the download has it. */
const RELEASE_AFTER_MS = 60_000;

function saveAs(file: Blob, name: string): void {
  const address = URL.createObjectURL(file);
  const link = Object.assign(document.createElement('a'), { href: address, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // Released later, not at once: a browser may still be reading the address after click() returns.
  setTimeout(() => URL.revokeObjectURL(address), RELEASE_AFTER_MS);
}

/**
 * Downloads an export as a file. A plain `<a download>` cannot see the answer's status, so an ended session saved the
 * 401's JSON as the file and nobody was told; fetched, a refusal is an ApiError like any staff call's. The file is then
 * held as a Blob until it is saved: what has to stay small is the Worker's memory, and the Worker still streams the
 * CSV a page at a time (docs/design.md §15); the browser holds the one file (about 300 bytes a line: 3 MB for 10,000),
 * and Chromium keeps a large Blob on disk. Streaming to disk instead needs the File System Access API, which not every
 * browser has.
 */
export async function downloadCsvExport(api: Api, csvExport: CsvExport): Promise<void> {
  const response = await requestOf(api, csvExport);
  if (!response.ok) throw new ApiError(response.status, await response.text().catch(() => ''), response.statusText);
  saveAs(await response.blob(), attachmentName(response.headers.get('content-disposition'), csvExport.file));
}

/** The download as a mutation: a 401 then ends the staff page's session as every staff call does (useReturnToLoginOnExpiry). */
export const useCsvExport = () =>
  useMutation({ mutationFn: (csvExport: CsvExport, { client }) => downloadCsvExport(apiOf(client), csvExport) });
