import { useTranslation } from 'react-i18next';
import { PlainText } from '#web/components/plain/index.ts';
import classes from './DemoPaymentsBanner.module.css';
import { usePaymentConfig } from './payment-config.ts';

const TEXT_ID = 'demo-payments-banner-text';

/** On every page while payments are simulated (PAYMENTS_MODE=demo): nobody takes the shop for one that sells. */
export function DemoPaymentsBanner() {
  const { t } = useTranslation();
  if (!usePaymentConfig()?.demo) return null;
  // A landmark named by its own text: otherwise the one part of the page outside every landmark.
  return (
    <aside aria-labelledby={TEXT_ID}>
      <PlainText component="p" id={TEXT_ID} role="note" size="sm" className={classes.banner} data-testid="demo-payments-banner">
        {t('checkout.demoBanner')}
      </PlainText>
    </aside>
  );
}
