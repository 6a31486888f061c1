import { PAGE_FILES_ADDRESS, type PageFiles, type PageFilesByRoute } from '#schema/pages.ts';

let known: Promise<PageFilesByRoute> | undefined;

/**
 * The client build's map of each split page's own files (web/app/page-files.ts), read from the assets once per
 * isolate. Without one (`vite dev`, where a missing file answers index.html), pages load their chunks as the router
 * asks for them, and a failed read is tried again on the next render.
 */
function filesByRoute(assets: Fetcher, origin: string): Promise<PageFilesByRoute> {
  known ??= assets.fetch(new Request(new URL(PAGE_FILES_ADDRESS, origin))).then(async (response) => {
    const isMap = response.ok && (response.headers.get('content-type') ?? '').includes('json');
    return isMap ? ((await response.json()) as PageFilesByRoute) : {};
  });
  return known.catch(() => {
    known = undefined;
    return {};
  });
}

/** The files the matched routes' pages need beyond the first load's, each once. */
export async function pageFilesOf(assets: Fetcher, origin: string, routeIds: readonly string[]): Promise<PageFiles> {
  const byRoute = await filesByRoute(assets, origin);
  const files = routeIds.flatMap((routeId) => byRoute[routeId] ?? []);
  return { js: [...new Set(files.flatMap((file) => file.js))], css: [...new Set(files.flatMap((file) => file.css))] };
}
