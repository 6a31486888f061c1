import { ActionIcon, Anchor, Box, Button, Group, Text } from '@mantine/core';
import { IconDiamond, IconMinus, IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CART_MAX_QUANTITY, type CartLine } from '#schema/cart-api.ts';
import { GemImage } from '#web/components/GemImage.tsx';
import { notifyFailure, notifySuccess } from '#web/lib/notify.ts';
import { unavailableProps } from '#web/lib/unavailable.ts';
import { useMoney } from '#web/features/currency/index.ts';
import { useRemoveCartItem, useUpdateCartItem } from './api/cart-mutations.ts';
import { lineTotal } from './cart-math.ts';
import { useCartPanel } from './cart-panel.tsx';

const THUMBNAIL = 64;

export function CartLineRow({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  const money = useMoney();
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const panel = useCartPanel();
  const busy = update.isPending || remove.isPending;
  const { name } = line.product;
  // The server takes at most 99 of a line, and never more than is in stock.
  const atMost = Math.min(CART_MAX_QUANTITY, line.product.stock);

  const canDecrease = !busy && line.quantity > 1;
  const canIncrease = !busy && line.quantity < atMost;

  const setQuantity = (quantity: number) =>
    update.mutate({ itemId: line.id, quantity }, { onError: (e) => notifyFailure(t('common.error'), e, t('cart.updateFailed')) });
  const onRemove = () =>
    !busy &&
    remove.mutate(line.id, {
      onSuccess: () => notifySuccess(t('cart.removedTitle'), t('cart.removedText')),
      onError: (e) => notifyFailure(t('common.error'), e, t('cart.updateFailed')),
    });

  return (
    <Group component="li" wrap="nowrap" align="flex-start" gap="sm" data-testid="cart-line" aria-label={name}>
      <Box w={THUMBNAIL} style={{ flexShrink: 0, borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}>
        <GemImage
          src={line.product.imageUrl}
          alt=""
          width={THUMBNAIL}
          height={THUMBNAIL}
          sizes={`${THUMBNAIL}px`}
          fallback={<IconDiamond size={28} color="var(--mantine-color-amethyst-6)" aria-hidden />}
        />
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} lineClamp={2} dir="auto">
          <Anchor
            renderRoot={(props) => <Link {...props} to="/products/$id" params={{ id: line.product.id }} />}
            inherit
            c="inherit"
            onClick={panel.close}
          >
            {name}
          </Anchor>
        </Text>
        <Text size="sm" c="dimmed">
          {t('cart.each', { price: money.format(line.product.price) })}
        </Text>
        <Group gap={6} mt={6} wrap="nowrap">
          <ActionIcon
            variant="default"
            size="sm"
            onClick={() => canDecrease && setQuantity(line.quantity - 1)}
            {...unavailableProps(!canDecrease)}
            aria-label={t('cart.decrease', { name })}
          >
            <IconMinus size={14} aria-hidden />
          </ActionIcon>
          <Text w={28} ta="center" fw={600} aria-live="polite" data-testid="cart-line-quantity">
            {line.quantity}
          </Text>
          <ActionIcon
            variant="default"
            size="sm"
            onClick={() => canIncrease && setQuantity(line.quantity + 1)}
            {...unavailableProps(!canIncrease)}
            aria-label={t('cart.increase', { name })}
          >
            <IconPlus size={14} aria-hidden />
          </ActionIcon>
          <Button variant="subtle" color="red" size="compact-xs" ml="auto" onClick={onRemove} {...unavailableProps(busy)} data-cart-remove>
            {t('cart.remove')}
          </Button>
        </Group>
      </Box>
      <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }} data-testid="cart-line-total">
        {money.format(lineTotal(line))}
      </Text>
    </Group>
  );
}
