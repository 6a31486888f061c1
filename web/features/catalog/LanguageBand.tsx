import { Container, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, LANGUAGES } from '#web/features/i18n/index.ts';
import classes from './LanguageBand.module.css';

/** 'Shop in Your Language': every language one click away. */
export function LanguageBand() {
  const { t, i18n } = useTranslation();
  return (
    <Container size="xl" py="sm" component="section" aria-labelledby="language-band-title" className={classes.band}>
      <Group gap="sm" className={classes.row}>
        <Text fw={700} id="language-band-title">
          {t('languageBand.title')}
        </Text>
        {LANGUAGES.map((language) => (
          <UnstyledButton
            key={language.code}
            lang={language.code}
            className={classes.chip}
            aria-pressed={i18n.resolvedLanguage === language.code}
            onClick={() => void chooseLanguage(language.code)}
          >
            <span aria-hidden>{language.flag}</span> {language.nativeName}
          </UnstyledButton>
        ))}
      </Group>
    </Container>
  );
}
