import { useTranslation } from 'react-i18next';
import { PlainContainer, PlainGroup, PlainText, unstyledLook } from '#web/components/plain/index.ts';
import { chooseLanguage, LANGUAGES } from '#web/features/i18n/index.ts';
import classes from './LanguageBand.module.css';

/** 'Shop in Your Language': every language one click away. */
export function LanguageBand() {
  const { t, i18n } = useTranslation();
  return (
    <PlainContainer size="xl" component="section" aria-labelledby="language-band-title" className={classes.band}>
      <PlainGroup gap="sm" className={classes.row}>
        <PlainText fw={700} id="language-band-title">
          {t('languageBand.title')}
        </PlainText>
        {LANGUAGES.map((language) => (
          <button
            type="button"
            key={language.code}
            lang={language.code}
            className={unstyledLook(classes.chip)}
            aria-pressed={i18n.resolvedLanguage === language.code}
            onClick={() => void chooseLanguage(language.code)}
          >
            <span aria-hidden>{language.flag}</span> {language.nativeName}
          </button>
        ))}
      </PlainGroup>
    </PlainContainer>
  );
}
