import type { LanguageCode } from '#schema/catalog.ts';

export type Language = {
  code: LanguageCode;
  /** English name, for the footer's region list. */
  name: string;
  nativeName: string;
  flag: string;
  region: 'europe' | 'africa' | 'americas' | 'middleEast' | 'asia';
};

/** docs/product.md §9's 14 languages. Names are proper nouns in their own script, not UI text. */
export const LANGUAGES: readonly Language[] = [
  { code: 'en', name: 'English', nativeName: 'English', flag: '🇬🇧', region: 'europe' },
  { code: 'no', name: 'Norwegian', nativeName: 'Norsk', flag: '🇳🇴', region: 'europe' },
  { code: 'sw', name: 'Swahili', nativeName: 'Kiswahili', flag: '🇰🇪', region: 'africa' },
  { code: 'af', name: 'Afrikaans', nativeName: 'Afrikaans', flag: '🇿🇦', region: 'africa' },
  { code: 'zu', name: 'Zulu', nativeName: 'isiZulu', flag: '🇿🇦', region: 'africa' },
  { code: 'fr', name: 'French', nativeName: 'Français', flag: '🇫🇷', region: 'europe' },
  { code: 'de', name: 'German', nativeName: 'Deutsch', flag: '🇩🇪', region: 'europe' },
  { code: 'es', name: 'Spanish', nativeName: 'Español', flag: '🇪🇸', region: 'europe' },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português', flag: '🇧🇷', region: 'americas' },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية', flag: '🇸🇦', region: 'middleEast' },
  { code: 'zh', name: 'Chinese', nativeName: '中文', flag: '🇨🇳', region: 'asia' },
  { code: 'ja', name: 'Japanese', nativeName: '日本語', flag: '🇯🇵', region: 'asia' },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', flag: '🇮🇳', region: 'asia' },
  { code: 'ru', name: 'Russian', nativeName: 'Русский', flag: '🇷🇺', region: 'europe' },
];
