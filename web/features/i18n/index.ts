/** The visitor's language: what the app and other features may use. */
export { chooseLanguage, directionOf, initI18n, languageInAddress, readStoredLanguage } from './i18n.ts';
export { compareNames } from './compare-names.ts';
export { displayName, NameBook, RenderedNamesContext, rememberNames, useDisplayName, type DisplayNameBook } from './display-names.ts';
export { LANGUAGES, type Language } from './languages.ts';
export { LanguagePicker } from './LanguagePicker.tsx';
export { loadStaffTexts } from './staff-texts.ts';
