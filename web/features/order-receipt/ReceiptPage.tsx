import { Alert, Anchor, Badge, Button, Divider, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconPrinter } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderReceipt } from '#schema/orders-api.ts';
import { formatMoney, formatUsd } from '#schema/money.ts';
import type { CurrencyCode } from '#schema/catalog.ts';
import { useDateTime } from '#web/lib/format-date.ts';
import { isolateLtr } from '#schema/bidi.ts';
import { pageTitle } from '#web/lib/page-title.ts';
import { stoneQrUrl } from '#web/features/certificates/index.ts';
import { isNoSuchReceipt, useReceipt } from './api/get-receipt.ts';
import { lineAmount, rateTexts } from '#schema/receipt-amounts.ts';
import { holdDeadline, HoldCountdown, pageStart, useHoldRemaining } from '#web/features/hold/index.ts';
import { useInBrowser } from '#web/lib/use-in-browser.ts';
import type { ReceiptRead } from './api/asked-at.ts';
import { PrivateReceiptLink } from './PrivateReceiptLink.tsx';
import classes from './ReceiptPage.module.css';
import '@mantine/core/styles/Table.css';

/** How long after the countdown's end the receipt asks again. */
const HOLD_END_MARGIN_MS = 2000;

const STATUS_COLORS: Record<OrderReceipt['status'], string> = { pending: 'yellow', paid: 'green', failed: 'red' };

/** /orders/{id}: the shopper's receipt, for the browser that placed the order; printable. */
export function ReceiptPage({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('receipt.title'), t('brand.name')));
  const receipt = useReceipt(orderId);
  return (
    <div className={classes.page}>
      {receipt.isPending ? (
        <Group justify="center" py="xl" role="status">
          <Loader size="sm" />
          <Text>{t('receipt.loading')}</Text>
        </Group>
      ) : receipt.isError ? (
        <ReceiptUnavailable notFound={isNoSuchReceipt(receipt.error)} onRetry={() => void receipt.refetch()} />
      ) : (
        <Receipt receipt={receipt.data} keep={<PrivateReceiptLink orderId={orderId} />} onHoldEnded={() => void receipt.refetch()} />
      )}
    </div>
  );
}

function ReceiptUnavailable({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color={notFound ? 'gray' : 'red'}
      icon={<IconAlertCircle aria-hidden />}
      title={notFound ? t('receipt.notFound.title') : t('receipt.loadFailed')}
    >
      <Stack gap="sm" align="flex-start">
        {notFound && <Text size="sm">{t('receipt.notFound.text')}</Text>}
        {!notFound && (
          <Button size="xs" variant="light" onClick={onRetry}>
            {t('common.tryAgain')}
          </Button>
        )}
        <Anchor href="/" size="sm">
          {t('receipt.backToShop')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/**
 * The receipt sheet, printable. `keep`: how to keep it (a private link, "Email me this receipt"), shown on screen
 * only, above the actions. `onHoldEnded`: asks again when an unpaid order's hold runs out on the page, which then reads
 * as not paid (unless a payment under way may still take money).
 */
export function Receipt({ receipt, keep, onHoldEnded }: { receipt: ReceiptRead; keep?: ReactNode; onHoldEnded: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const money = (amount: number) => formatMoney(amount, receipt.currency, language);
  const inUsd = receipt.currency !== 'USD';
  const rates = rateTexts(receipt, language);
  const placed = useDateTime(receipt.createdAt, language);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'xl' }} className={classes.sheet} data-testid="receipt">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Text fw={800} c="amethyst.9" data-testid="receipt-shop">
              {t('brand.name')}
            </Text>
            <Title order={1} size="h2">
              {t('receipt.title')}
            </Title>
            <Text fw={600}>{t('receipt.order', { id: isolateLtr(receipt.id.split('-')[0] ?? receipt.id, language) })}</Text>
            <Text size="sm" c="dimmed">
              <time dateTime={receipt.createdAt}>{t('receipt.placed', { date: placed })}</time>
            </Text>
          </Stack>
          <Badge size="lg" color={STATUS_COLORS[receipt.status]} data-testid="receipt-status">
            {t(`receipt.status.${receipt.status}`)}
          </Badge>
        </Group>

        {/* Native scrolling: Mantine's ScrollArea, the default, is neither loaded nor needed here. */}
        <Table.ScrollContainer minWidth={300} type="native">
          <Table verticalSpacing="xs" className={classes.lines}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('receipt.item')}</Table.Th>
                <Table.Th ta="end">{t('receipt.quantity')}</Table.Th>
                <Table.Th ta="end">{t('receipt.unitPrice')}</Table.Th>
                <Table.Th ta="end">{t('receipt.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {receipt.lines.map((line, index) => (
                <Table.Tr key={`${line.name}-${index}`}>
                  <Table.Td>
                    <div className={classes.line}>
                      {line.productId !== null && (
                        <img
                          src={stoneQrUrl(line.productId, language)}
                          alt={t('certificates.qrAlt', { name: line.name })}
                          width={56}
                          height={56}
                          className={classes.qr}
                          data-testid="receipt-line-qr"
                        />
                      )}
                      <span>{line.name}</span>
                    </div>
                  </Table.Td>
                  <Table.Td ta="end">{line.quantity}</Table.Td>
                  <Table.Td ta="end" className={classes.amount}>
                    {formatUsd(line.unitPrice, language)}
                  </Table.Td>
                  <Table.Td ta="end" className={classes.amount}>
                    {money(lineAmount(receipt, line))}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>

        <Stack gap={2} align="flex-end">
          <Text fw={700} size="lg" data-testid="receipt-total">
            {t('receipt.total', { amount: money(receipt.totalAmount) })}
          </Text>
          {inUsd && (
            <Text size="sm" c="dimmed">
              {t('receipt.inUsd', { amount: formatUsd(receipt.originalAmount, language) })}
            </Text>
          )}
          {rates.rate && (
            <Text size="sm" c="dimmed" data-testid="receipt-rate">
              {t(rates.rate.key, rates.rate.values)}
            </Text>
          )}
          {rates.kesRate && (
            <Text size="sm" c="dimmed" data-testid="receipt-kes-rate">
              {t(rates.kesRate.key, rates.kesRate.values)}
            </Text>
          )}
        </Stack>
        {/* A refreshed or reopened receipt of an unpaid order shows its hold as the checkout did (issue 23, item 4). */}
        {receipt.status === 'pending' && <PendingHold receipt={receipt} onEnded={onHoldEnded} />}

        <Divider />
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('receipt.method')}
          </Text>
          <Text size="sm" data-testid="receipt-method">
            {paymentText(receipt, t, language)}
          </Text>
        </Stack>

        {keep && (
          <div className={classes.actions}>
            <Divider mb="lg" />
            {keep}
          </div>
        )}

        <Group className={classes.actions} justify="space-between">
          <Anchor href="/" size="sm">
            {t('receipt.backToShop')}
          </Anchor>
          <Button variant="light" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
            {t('receipt.print')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The hold of an unpaid order while it lasts, on the server's time; once it has ended, the order is released by the
 * sweep and reads as not paid. Shown in the browser only: a countdown the server drew would not match the page's.
 */
function PendingHold({ receipt, onEnded }: { receipt: ReceiptRead; onEnded: () => void }) {
  const { t } = useTranslation();
  const inBrowser = useInBrowser();
  const deadline = useMemo(() => (inBrowser ? holdDeadline(receipt, receipt.askedAt ?? pageStart()) : null), [inBrowser, receipt]);
  const remaining = useHoldRemaining(deadline);
  const ended = deadline !== null && remaining === 0;
  const askAgain = useEffectEvent(onEnded);
  useEffect(() => {
    if (!ended) return;
    // The countdown ends early by up to the request's round trip: asked at once, the server may not agree yet.
    const timer = setTimeout(askAgain, HOLD_END_MARGIN_MS);
    return () => clearTimeout(timer);
  }, [ended]);
  return remaining > 0 ? <HoldCountdown until={receipt.heldUntil} remaining={remaining} note={t('hold.whatHappens')} /> : null;
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** Only the card's last four digits, or the M-Pesa receipt number: nothing else of a payment is shown. */
function paymentText(receipt: OrderReceipt, t: Translate, language: string): string {
  const payment = receipt.payment;
  if (receipt.paymentMethod === 'visa') {
    return payment?.cardLast4 ? t('receipt.card', { last4: isolateLtr(payment.cardLast4, language) }) : t('receipt.cardUnknown');
  }
  const parts = [
    payment?.receiptNumber ? t('receipt.mpesaReceipt', { number: isolateLtr(payment.receiptNumber, language) }) : t('receipt.mpesa'),
  ];
  if (payment && payment.chargedAmount !== null && payment.chargedCurrency) {
    parts.push(t('receipt.charged', { amount: formatCharged(payment.chargedAmount, payment.chargedCurrency, language) }));
  }
  return parts.join(' · ');
}

/** M-Pesa charges whole shillings, a currency the shop does not otherwise price in. */
const formatCharged = (amount: number, currency: string, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: currency as CurrencyCode, maximumFractionDigits: 0 }).format(amount);
