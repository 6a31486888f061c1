import { ShopButton } from '#web/components/ShopButton.tsx';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PlainContainer, PlainStack, PlainText, PlainTitle } from '#web/components/plain/index.ts';
import classes from './NotFound.module.css';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <PlainContainer size="sm" className={classes.page}>
      <PlainStack align="center" gap="md" className={classes.stack}>
        <PlainText fw={900} c="amethyst.3" className={classes.code} aria-hidden>
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
