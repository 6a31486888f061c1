// Vite's import.meta.glob types (the Worker is built and tested through Vite): web/locales/texts.ts, which the mail reads.
/// <reference types="vite/types/importMeta.d.ts" />
