import { Alert, Button, Center, Divider, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { IconShoppingCartOff } from '@tabler/icons-react';
import { type ReactNode, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess } from '#web/lib/notify.ts';
import { useMoney } from '#web/features/currency/index.ts';
import { useCart } from './api/get-cart.ts';
import { useClearCart } from './api/cart-mutations.ts';
import { cartTotal } from './cart-math.ts';
import { useCartPanel } from './cart-panel.tsx';
import { CartLineRow } from './CartLineRow.tsx';
import { useFocusNextLineAfterRemoval, useFocusWhenLost } from './focus-after-removal.ts';
import { unavailableProps } from '#web/lib/unavailable.ts';
import '#web/components/dialog-styles.ts';

type CartDrawerProps = {
  /** Called by the Checkout button (the checkout dialog opens from the cart). */
  onCheckout: () => void;
  /** Whether it shows; by default as the cart panel says (LazyCartDrawer.tsx passes it in). */
  opened?: boolean;
};

/** The slide-over 'Shopping Cart' panel. */
export function CartDrawer({ onCheckout, opened }: CartDrawerProps) {
  const { t } = useTranslation();
  const panel = useCartPanel();
  const { close } = panel;
  return (
    <Drawer
      opened={opened ?? panel.opened}
      onClose={close}
      position="right"
      size="md"
      title={t('cart.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <CartContents onCheckout={onCheckout} />
    </Drawer>
  );
}

function CartContents({ onCheckout }: Pick<CartDrawerProps, 'onCheckout'>) {
  const { t } = useTranslation();
  const { data: lines, isPending, error } = useCart();
  const money = useMoney();
  const clear = useClearCart();
  const list = useRef<HTMLDivElement>(null);
  const lineIds = useMemo(() => (lines ?? []).map((line) => line.id), [lines]);
  useFocusNextLineAfterRemoval(list, lineIds);

  if (isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  if (error)
    return (
      <Alert color="red" role="alert">
        {t('cart.loadFailed')}
      </Alert>
    );
  if (lines.length === 0) return <EmptyCart />;

  const total = money.format(cartTotal(lines));
  const onClear = () =>
    !clear.isPending &&
    clear.mutate(undefined, {
      onSuccess: () => notifySuccess(t('cart.clearedTitle'), t('cart.clearedText')),
      onError: (e) => notifyFailure(t('common.error'), e, t('cart.updateFailed')),
    });

  return (
    <Stack gap="md">
      <Stack ref={list} gap="sm" component="ul" aria-label={t('cart.items')} p={0} m={0} style={{ listStyle: 'none' }}>
        {lines.map((line) => (
          <CartLineRow key={line.id} line={line} />
        ))}
      </Stack>
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>{t('cart.total')}</Text>
        <Text fw={800} size="lg" data-testid="cart-total">
          {total}
        </Text>
      </Group>
      <Button size="md" fullWidth onClick={onCheckout}>
        {t('cart.checkout', { total })}
      </Button>
      <Button variant="subtle" color="red" fullWidth onClick={onClear} {...unavailableProps(clear.isPending)}>
        {t('cart.clear')}
      </Button>
    </Stack>
  );
}

function EmptyCart(): ReactNode {
  const { t } = useTranslation();
  const empty = useRef<HTMLDivElement>(null);
  // Clear Cart, or the last Remove, went away under the keyboard: the news that the cart is empty takes the focus.
  useFocusWhenLost(empty);
  return (
    <Stack ref={empty} tabIndex={-1} align="center" py="xl" gap="xs" data-testid="cart-empty" style={{ outline: 'none' }}>
      <IconShoppingCartOff size={48} color="var(--mantine-color-gray-5)" aria-hidden />
      <Text c="dimmed">{t('cart.empty')}</Text>
    </Stack>
  );
}
