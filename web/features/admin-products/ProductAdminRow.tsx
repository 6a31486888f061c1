import { ActionIcon, Badge, Box, Group, Paper, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Product } from '#schema/products-api.ts';
import { formatUsd } from '#schema/money.ts';
import { GemImage, GreyPlaceholder } from '#web/components/GemImage.tsx';
import { OnHoldNote, useOnHold } from '#web/features/hold/index.ts';

type ProductAdminRowProps = {
  product: Product;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
  onStockChange: (product: Product, inStock: boolean) => void;
  stockChanging: boolean;
};

/** One product in the dashboard list: what shoppers see, its stock, and what staff can do to it. */
export function ProductAdminRow({ product, onEdit, onDelete, onStockChange, stockChanging }: ProductAdminRowProps) {
  const { t, i18n } = useTranslation();
  const inStock = product.stock > 0;
  // Every unit held by checkouts that give them back on sale: the switch is on, and switching it off keeps them off
  // sale when they come back. A product switched off is told no hold (docs/product.md, Product stock).
  const onHold = useOnHold(product);
  const switchedOn = inStock || onHold;
  const titleId = `admin-product-${product.id}`;
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-labelledby={titleId} data-testid="admin-product-row">
      <Group align="flex-start" gap="md" wrap="nowrap">
        <Box w={{ base: 64, sm: 88 }} style={{ flexShrink: 0, borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}>
          <GemImage
            src={product.imageUrl}
            alt=""
            width={88}
            height={88}
            sizes="88px"
            fallback={<GreyPlaceholder label={t('catalog.imagePlaceholder')} />}
          />
        </Box>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Text fw={700} id={titleId} style={{ overflowWrap: 'anywhere' }} dir="auto">
              {product.name}
            </Text>
            <Text fw={700} c="amethyst.9">
              {formatUsd(product.price, i18n.language)}
            </Text>
          </Group>
          <Group gap={6}>
            <Badge variant="light" size="sm">
              {t(`categories.${product.category}`, product.category)}
            </Badge>
            <Badge variant="dot" size="sm" color={inStock ? 'green' : onHold ? 'orange' : 'gray'}>
              {inStock
                ? t('admin.products.list.inStock', { count: product.stock })
                : onHold
                  ? t('hold.badge')
                  : t('admin.products.list.outOfStock')}
            </Badge>
          </Group>
          {onHold && product.heldUntil && <OnHoldNote heldUntil={product.heldUntil} />}
          <Text size="sm" c="dimmed" lineClamp={2} dir="auto">
            {product.description}
          </Text>
          <Group gap="sm" justify="space-between" mt={4}>
            <Switch
              checked={switchedOn}
              disabled={stockChanging}
              onChange={(event) => onStockChange(product, event.currentTarget.checked)}
              // The visible label says the state the switch is in; its name says what switching it on means.
              label={t(
                inStock ? 'admin.products.list.stockSwitch' : onHold ? 'admin.products.list.allHeld' : 'admin.products.list.outOfStock',
              )}
              description={onHold ? t('admin.products.list.allHeldHint') : undefined}
              aria-label={t('admin.products.list.stockSwitchFor', { name: product.name })}
            />
            <Group gap={4}>
              <Tooltip label={t('admin.products.list.edit')}>
                <ActionIcon
                  variant="subtle"
                  size="lg"
                  onClick={() => onEdit(product)}
                  aria-label={t('admin.products.list.editFor', { name: product.name })}
                >
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('admin.products.list.delete')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  onClick={() => onDelete(product)}
                  aria-label={t('admin.products.list.deleteFor', { name: product.name })}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
