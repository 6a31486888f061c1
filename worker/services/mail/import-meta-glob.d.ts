/** Vite's import.meta.glob (the Worker is built and tested through Vite), as worker/services/mail/texts.ts uses it. */
interface ImportMeta {
  glob<T>(pattern: string, options: { import: string }): Record<string, () => Promise<T>>;
}
