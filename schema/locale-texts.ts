import type { ResourceKey } from 'i18next';
import type { LanguageCode } from './catalog.ts';

/**
 * Where each language's texts live, in two files: the shop's (web/locales/<language>.json, here) and the staff area's
 * (web/locales/staff/<language>.json, schema/staff-locale-texts.ts), which no shopper reads, so even their list stays
 * out of the shop's first load. Each file is its own chunk, loaded on first use, for the browser, the page renderer and
 * the staff's mail alike. Data, not code: no module of the web app is imported.
 */
const shopFiles = import.meta.glob<ResourceKey>('../web/locales/*.json', { import: 'default' });

export function loadTexts(files: Record<string, () => Promise<ResourceKey>>, path: string): Promise<ResourceKey> {
  const load = files[path];
  if (!load) throw new Error(`no texts at ${path.slice('../'.length)}`);
  return load();
}

export const shopTextsOf = (language: LanguageCode): Promise<ResourceKey> => loadTexts(shopFiles, `../web/locales/${language}.json`);
