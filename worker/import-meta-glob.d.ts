// Vite's import.meta.glob types (the Worker is built and tested through Vite): schema/locale-texts.ts, schema/staff-locale-texts.ts.
/// <reference types="vite/types/importMeta.d.ts" />
