import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSuspenseQuery } from '@tanstack/react-query';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReceiptRead } from './api/asked-at.ts';
import { pageTitle } from '#web/lib/page-title.ts';
import { receiptConfigQueryOptions, sharedReceiptQueryOptions } from './api/receipt-links.ts';
import { EmailReceiptForm } from './EmailReceiptForm.tsx';
import { Receipt } from './ReceiptPage.tsx';
import classes from './ReceiptPage.module.css';

/** /receipts/{token}: the receipt a private link opens, on any device, rendered by the Worker; no card data. */
export function SharedReceiptPage({ token }: { token: string }) {
  const { data: receipt, refetch } = useSuspenseQuery(sharedReceiptQueryOptions(token));
  // The loader turns a link that does not open away; null here means it was revoked while the page was open.
  return receipt ? <SharedReceipt token={token} receipt={receipt} onHoldEnded={() => void refetch()} /> : <ReceiptLinkNotFound />;
}

function SharedReceipt({ token, receipt, onHoldEnded }: { token: string; receipt: ReceiptRead; onHoldEnded: () => void }) {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('receipt.title'), t('brand.name')));
  const config = useSuspenseQuery(receiptConfigQueryOptions()).data;
  return (
    <div className={classes.page}>
      <Receipt receipt={receipt} keep={config.email ? <EmailReceiptForm token={token} /> : undefined} onHoldEnded={onHoldEnded} />
    </div>
  );
}

/** An unknown, mistyped or revoked link: a page of its own (status 404), in the visitor's language. */
export function ReceiptLinkNotFound() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('receipt.linkNotFound.title'), t('brand.name')));
  return (
    <div className={classes.page}>
      <Alert
        color="gray"
        icon={<IconAlertCircle aria-hidden />}
        title={
          <span role="heading" aria-level={1}>
            {t('receipt.linkNotFound.title')}
          </span>
        }
        data-testid="receipt-link-not-found"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('receipt.linkNotFound.text')}</Text>
          <Anchor href="/" size="sm">
            {t('receipt.backToShop')}
          </Anchor>
        </Stack>
      </Alert>
    </div>
  );
}
