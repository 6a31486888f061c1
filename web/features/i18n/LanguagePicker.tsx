import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '#schema/catalog.ts';
import { PlainSelect } from '#web/components/PlainSelect.tsx';
import { chooseLanguage } from './i18n.ts';
import { LANGUAGES } from './languages.ts';

/** Header picker: flag and native name of each of the 14 languages (a native select, like the currency one). */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  return (
    <PlainSelect
      size="xs"
      style={{ width: 132 }}
      aria-label={t('language.label')}
      data-testid="language-picker"
      value={i18n.resolvedLanguage ?? 'en'}
      onChange={(event) => void chooseLanguage(event.currentTarget.value as LanguageCode)}
      data={LANGUAGES.map((language) => ({ value: language.code, label: `${language.flag} ${language.nativeName}` }))}
    />
  );
}
