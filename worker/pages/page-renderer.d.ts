/**
 * The web app's server entry (web/entry-server.tsx), which Vite resolves for this name (vite.config.ts,
 * vitest.config.ts). The Worker knows it only by this contract: it never imports the web app's files.
 */
declare module 'virtual:web/page-renderer' {
  export const renderPage: import('#schema/pages.ts').PageRenderer;
}
