import { useTranslation } from 'react-i18next';
import { PlainContainer, PlainText } from '#web/components/plain/index.ts';
import classes from './SearchPage.module.css';

/** While the search page's code or first answer loads in the browser. */
export function SearchPending() {
  const { t } = useTranslation();
  return (
    <PlainContainer size="xl" className={classes.page}>
      <PlainText>{t('common.loading')}</PlainText>
    </PlainContainer>
  );
}
