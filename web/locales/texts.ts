import type { ResourceKey } from 'i18next';
import en from './en.json';
import type { LanguageCode } from '#schema/catalog.ts';

/**
 * Where each language's texts live, in two files: the shop's (web/locales/<language>.json) and the staff area's
 * (web/locales/staff/<language>.json), which no shopper reads. Each file is its own chunk, loaded on first use, but
 * the shop's English: the fallback of every other language, always needed, it is part of the code that loads them.
 */
const shopFiles = import.meta.glob<ResourceKey>(['./*.json', '!./en.json'], { import: 'default' });
const staffFiles = import.meta.glob<ResourceKey>('./staff/*.json', { import: 'default' });

function loadFrom(files: Record<string, () => Promise<ResourceKey>>, path: string): Promise<ResourceKey> {
  const load = files[path];
  if (!load) throw new Error(`no texts at web/locales/${path.slice(2)}`);
  return load();
}

export const shopTextsOf = (language: LanguageCode): Promise<ResourceKey> =>
  language === 'en' ? Promise.resolve(en) : loadFrom(shopFiles, `./${language}.json`);

export const staffTextsOf = (language: LanguageCode): Promise<ResourceKey> => loadFrom(staffFiles, `./staff/${language}.json`);
