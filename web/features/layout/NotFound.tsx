import { ShopButton } from '#web/components/ShopButton.tsx';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PlainContainer, PlainStack, PlainText, PlainTitle } from '#web/components/plain/index.ts';
import { pageTitle } from '#web/lib/page-title.ts';
import classes from './NotFound.module.css';

/** Page Not Found, titled as the Worker titles it: also where the browser alone finds no page (the staff area's addresses). */
export function NotFound() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('notFound.title'), t('brand.name')));
  return (
    <PlainContainer size="sm" className={classes.page}>
      <PlainStack align="center" gap="md" className={classes.stack}>
        <PlainText fw={900} c="amethyst.4" className={classes.code} aria-hidden>
          404
        </PlainText>
        <PlainTitle order={1}>{t('notFound.title')}</PlainTitle>
        <PlainText c="dimmed">{t('notFound.text')}</PlainText>
        <ShopButton component={Link} to="/">
          {t('notFound.back')}
        </ShopButton>
      </PlainStack>
    </PlainContainer>
  );
}
