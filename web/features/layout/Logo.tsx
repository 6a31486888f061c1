import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PlainGroup, PlainText, unstyledLook } from '#web/components/plain/index.ts';
import classes from './Logo.module.css';

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to="/" aria-label={t('nav.homeLink')} className={unstyledLook()}>
      <PlainGroup gap={8} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <PlainText fw={800} c="amethyst.9" className={classes.name}>
          {t('brand.name')}
        </PlainText>
      </PlainGroup>
    </Link>
  );
}
