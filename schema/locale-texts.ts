import type { ResourceKey } from 'i18next';
import type { LanguageCode } from './catalog.ts';

/**
 * Where each language's texts live, in two files: the shop's (web/locales/<language>.json) and the staff area's
 * (web/locales/staff/<language>.json), which no shopper reads. Each file is its own chunk, loaded on first use, for
 * the browser, the page renderer and the staff's mail alike. Data, not code: no module of the web app is imported.
 */
const shopFiles = import.meta.glob<ResourceKey>('../web/locales/*.json', { import: 'default' });
const staffFiles = import.meta.glob<ResourceKey>('../web/locales/staff/*.json', { import: 'default' });

function loadFrom(files: Record<string, () => Promise<ResourceKey>>, path: string): Promise<ResourceKey> {
  const load = files[path];
  if (!load) throw new Error(`no texts at ${path.slice('../'.length)}`);
  return load();
}

export const shopTextsOf = (language: LanguageCode): Promise<ResourceKey> => loadFrom(shopFiles, `../web/locales/${language}.json`);

export const staffTextsOf = (language: LanguageCode): Promise<ResourceKey> => loadFrom(staffFiles, `../web/locales/staff/${language}.json`);
