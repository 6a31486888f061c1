import { useTranslation } from 'react-i18next';
import { directionOf } from '#schema/catalog.ts';

/** Which way the page's language reads: `rtl` for Arabic, `ltr` for the others. */
export function useTextDirection() {
  return directionOf(useTranslation().i18n.language);
}
