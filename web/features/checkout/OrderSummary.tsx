import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CartLine } from '#schema/cart-api.ts';
import { cartTotal, lineTotal } from '#web/features/cart/index.ts';
import { useMoney } from '#web/features/currency/index.ts';

export function OrderSummary({ lines }: { lines: readonly CartLine[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Stack gap={6} component="section" aria-labelledby="checkout-summary">
      <Title order={3} size="h5" id="checkout-summary">
        {t('checkout.summary')}
      </Title>
      {lines.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('cart.empty')}
        </Text>
      )}
      {lines.map((line) => (
        <Group key={line.id} justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" lineClamp={1}>
            <LineLabel name={line.product.name} quantity={line.quantity} />
          </Text>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {money.format(lineTotal(line))}
          </Text>
        </Group>
      ))}
      <Group justify="space-between">
        <Text fw={700}>{t('cart.total')}</Text>
        <Text fw={800} data-testid="checkout-total">
          {money.format(cartTotal(lines))}
        </Text>
      </Group>
    </Stack>
  );
}

/** Stands for the name while the line's text is translated; a private-use character no name holds. */
const NAME_SLOT = '\uE000';

/** '{{name}} × {{quantity}}' in the visitor's language, the staff-written name isolated in <bdi> (its own direction). */
function LineLabel({ name, quantity }: { name: string; quantity: number }) {
  const { t } = useTranslation();
  const [before, after] = t('checkout.lineLabel', { name: NAME_SLOT, quantity }).split(NAME_SLOT);
  return (
    <>
      {before}
      <bdi>{name}</bdi>
      {after}
    </>
  );
}
