import type { ResourceKey } from 'i18next';
import type { LanguageCode } from './catalog.ts';
import { loadTexts } from './locale-texts.ts';

/** The staff area's texts, one file per language (schema/locale-texts.ts says where the shop's are, and why apart). */
const staffFiles = import.meta.glob<ResourceKey>('../web/locales/staff/*.json', { import: 'default' });

export const staffTextsOf = (language: LanguageCode): Promise<ResourceKey> =>
  loadTexts(staffFiles, `../web/locales/staff/${language}.json`);
