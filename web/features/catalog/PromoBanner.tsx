import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlainText } from '#web/components/plain/index.ts';
import classes from './PromoBanner.module.css';

export function PromoBanner() {
  const { t } = useTranslation();
  return (
    <div className={classes.banner} role="note" aria-label={t('promo.label')}>
      <PlainText size="sm" fw={600}>
        <IconSparkles size={14} aria-hidden style={{ verticalAlign: '-2px' }} /> {t('promo.text', { discount: '10% - 15%' })}
      </PlainText>
    </div>
  );
}
