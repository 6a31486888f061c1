import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '#schema/orders-api.ts';
import { formatMoney, formatUsd } from '#schema/money.ts';
import { formatDateTime } from '#web/lib/format-date.ts';
import { NeedsAttention } from './NeedsAttention.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { RevokeReceiptLinks } from './RevokeReceiptLinks.tsx';
import { Ltr } from '#web/components/Ltr.tsx';
import { isolateLtr } from '#schema/bidi.ts';

const PAYMENT_COLORS: Record<AdminOrder['payments'][number]['status'], string> = { pending: 'yellow', succeeded: 'green', failed: 'red' };

/** The first block of the order's UUID: enough to tell orders apart and to search for. */
const shortId = (id: string) => id.split('-')[0] ?? id;

/** One order as staff need it: when, who, how, how much, and what. Customer text is rendered as text. */
export function OrderCard({ order }: { order: AdminOrder }) {
  const { t, i18n } = useTranslation();
  const titleId = `order-${order.id}`;
  const paidInUsd = order.currency === 'USD';
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-labelledby={titleId} data-testid="admin-order">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Text fw={700} id={titleId}>
              {t('admin.orders.orderNumber', { id: isolateLtr(shortId(order.id), i18n.language) })}
            </Text>
            <Text size="sm" c="dimmed">
              <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, i18n.language)}</time>
            </Text>
          </Stack>
          <Group gap={6}>
            <OrderStatusBadge status={order.status} />
            <Badge variant="outline" color="gray">
              {t(`admin.orders.method.${order.paymentMethod}`)}
            </Badge>
          </Group>
        </Group>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {order.customerName || t('admin.orders.noName')}
            </Text>
            <Anchor size="sm" href={`mailto:${order.customerEmail}`} style={{ overflowWrap: 'anywhere' }}>
              <Ltr>{order.customerEmail}</Ltr>
            </Anchor>
            <Text size="sm">
              <Ltr>{order.customerPhone}</Ltr>
            </Text>
          </Stack>
          <Stack gap={0} align="flex-start" style={{ justifySelf: 'end' }}>
            <Text fw={700} size="lg" data-testid="order-total">
              {formatMoney(order.totalAmount, order.currency, i18n.language)}
            </Text>
            {!paidInUsd && (
              <Text size="sm" c="dimmed">
                {t('admin.orders.originalAmount', { amount: formatUsd(order.originalAmount, i18n.language) })}
              </Text>
            )}
          </Stack>
        </SimpleGrid>

        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.orders.lines.item')}</Table.Th>
                <Table.Th ta="end">{t('admin.orders.lines.quantity')}</Table.Th>
                <Table.Th ta="end">{t('admin.orders.lines.unitPrice')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.lines.map((line, index) => (
                <Table.Tr key={`${line.name}-${index}`}>
                  <Table.Td>{line.name}</Table.Td>
                  <Table.Td ta="end">{line.quantity}</Table.Td>
                  <Table.Td ta="end">{formatUsd(line.unitPrice, i18n.language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>

        {order.payments.length > 0 && (
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('admin.orders.payments.title')}>
            {order.payments.map((payment, index) => (
              <Group component="li" key={`${payment.providerRef}-${index}`} gap="xs" wrap="wrap">
                <Text size="sm" c="dimmed">
                  {t('admin.orders.payments.reference', {
                    provider: t(`admin.orders.payments.providers.${payment.provider}`, { defaultValue: payment.provider }),
                  })}
                </Text>
                <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {payment.providerRef}
                </Text>
                <Badge size="sm" variant="light" color={PAYMENT_COLORS[payment.status]}>
                  {t(`admin.orders.payments.status.${payment.status}`)}
                </Badge>
                {payment.lateOutcome && (
                  <Badge size="sm" variant="outline" color={payment.lateOutcome === 'needs_attention' ? 'orange' : 'gray'}>
                    {t(`admin.orders.payments.late.${payment.lateOutcome}`)}
                  </Badge>
                )}
                {payment.receiptNumber && (
                  <Text size="sm" ff="monospace">
                    {t('admin.orders.payments.receipt', { receipt: payment.receiptNumber })}
                  </Text>
                )}
                {payment.chargedAmount !== null && payment.chargedCurrency && (
                  <Text size="sm">
                    {t('admin.orders.payments.charged', {
                      amount: new Intl.NumberFormat(i18n.language).format(payment.chargedAmount),
                      currency: payment.chargedCurrency,
                    })}
                  </Text>
                )}
                {payment.problem && (
                  <Text size="sm" c="orange" fw={600} w="100%" style={{ overflowWrap: 'anywhere' }}>
                    {t('admin.orders.payments.problem', { problem: payment.problem })}
                  </Text>
                )}
              </Group>
            ))}
          </Stack>
        )}
        {order.payments.some((payment) => payment.lateOutcome === 'needs_attention') && <NeedsAttention orderId={order.id} />}
        <RevokeReceiptLinks orderId={order.id} />
      </Stack>
    </Paper>
  );
}
