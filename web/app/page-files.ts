import { readFileSync } from 'node:fs';
import type { Plugin, Rolldown } from 'vite';
import { PAGE_FILES_ADDRESS, type PageFilesByRoute } from '#schema/pages.ts';

/** A route's page split into a chunk of its own by the router plugin (vite.config.ts), and its route file. */
const PAGE_CHUNK = /^(.*\/web\/routes\/.*\.tsx)\?tsr-split=component(?:---loader)?$/;
const ROUTE_ID = /createFileRoute\(\s*'([^']+)'\s*\)/;

/**
 * Writes PAGE_FILES_ADDRESS: for each route whose page is a chunk of its own, that chunk, the chunks it imports that
 * are not the first load's, and their stylesheets. The Worker links the sheets into the page it renders, so the page
 * paints styled, and names the chunks to web/public/after-paint.js, which fetches them beside the entry.
 */
export function pageFiles(): Plugin {
  return {
    name: 'page-files',
    // After Vite's CSS plugin, which drops the chunks that held only stylesheets (components/dialog-styles.ts and
    // the like) and the imports of them: listed, they were addresses of files never written.
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Rolldown.OutputChunk>();
      for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);
      const closure = (fileName: string, into = new Set<string>()) => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) closure(imported, into);
        return into;
      };
      const firstLoad = new Set([...chunks.values()].filter((chunk) => chunk.isEntry).flatMap((chunk) => [...closure(chunk.fileName)]));

      const byRoute: PageFilesByRoute = {};
      for (const chunk of chunks.values()) {
        const routeFile = PAGE_CHUNK.exec(chunk.facadeModuleId ?? '')?.[1];
        const routeId = routeFile && ROUTE_ID.exec(readFileSync(routeFile, 'utf8'))?.[1];
        if (!routeId) continue;
        const own = [...closure(chunk.fileName)].filter((fileName) => !firstLoad.has(fileName));
        const sheets = new Set(own.flatMap((fileName) => [...(chunks.get(fileName)?.viteMetadata?.importedCss ?? [])]));
        byRoute[routeId] = { js: own.map((fileName) => `/${fileName}`), css: [...sheets].map((fileName) => `/${fileName}`) };
      }
      this.emitFile({ type: 'asset', fileName: PAGE_FILES_ADDRESS.slice(1), source: JSON.stringify(byRoute) });
    },
  };
}
