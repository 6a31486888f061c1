import { useTranslation } from 'react-i18next';
import { PlainText } from '#web/components/plain/index.ts';
import classes from './DemoPaymentsBanner.module.css';
import { usePaymentConfig } from './payment-config.ts';

/** On every page while payments are simulated (PAYMENTS_MODE=demo): nobody takes the shop for one that sells. */
export function DemoPaymentsBanner() {
  const { t } = useTranslation();
  if (!usePaymentConfig()?.demo) return null;
  return (
    <PlainText component="p" role="note" size="sm" className={classes.banner} data-testid="demo-payments-banner">
      {t('checkout.demoBanner')}
    </PlainText>
  );
}
