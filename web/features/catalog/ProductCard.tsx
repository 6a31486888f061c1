import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { ShopButton } from '#web/components/ShopButton.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Product } from '#schema/products-api.ts';
import { GemImage, GreyPlaceholder } from '#web/components/GemImage.tsx';
import { OnHoldNote, StockBadge, useOnHold } from '#web/features/hold/index.ts';
import { PRODUCT_CARD_IMAGE_SIZES } from './product-grid.ts';
import { useEarlyTap } from '#web/lib/first-tap.ts';

type ProductCardProps = {
  product: Product;
  price: string;
  onAddToCart: (product: Product) => void;
  adding: boolean;
  eager?: boolean;
  /** How wide the image shows (`sizes`); by default a cell of the home grid. */
  imageSizes?: string;
};

export function ProductCard({ product, price, onAddToCart, adding, eager, imageSizes = PRODUCT_CARD_IMAGE_SIZES }: ProductCardProps) {
  const { t } = useTranslation();
  const earlyTap = useEarlyTap<HTMLButtonElement>(() => onAddToCart(product));
  const inStock = product.stock > 0;
  const onHold = useOnHold(product);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      h="100%"
      component="article"
      aria-labelledby={`product-${product.id}`}
      data-testid="product-card"
    >
      <Card.Section>
        <GemImage
          src={product.imageUrl}
          alt={product.name}
          sizes={imageSizes}
          eager={eager}
          fallback={<GreyPlaceholder label={t('catalog.imagePlaceholder')} />}
        />
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Badge variant="light" size="sm">
            {t(`categories.${product.category}`, product.category)}
          </Badge>
          <StockBadge product={product} size="sm" />
        </Group>
        {onHold && product.heldUntil && <OnHoldNote heldUntil={product.heldUntil} />}
        {/* Staff wrote the name and description: dir="auto" sets each in its own direction within the page's. */}
        <Title order={3} size="h5" id={`product-${product.id}`} lineClamp={2} dir="auto">
          {/* The stone's own page (docs/product.md §2): an address to share, bookmark or find. */}
          <Anchor renderRoot={(props) => <Link {...props} to="/products/$id" params={{ id: product.id }} />} inherit c="inherit">
            {product.name}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed" lineClamp={3} dir="auto">
          {product.description}
        </Text>
        {/* mt auto: the price row sits at the bottom, level across a row of cards. */}
        <Group justify="space-between" align="center" mt="auto" pt={4} gap="xs">
          <Text fw={800} size="lg" c="amethyst.9" data-testid="product-price">
            {price}
          </Text>
          <ShopButton
            size="sm"
            // Not Mantine's `loading`: it disables the button, and the keyboard focus falls to <body> (issue 28).
            leftSection={adding ? <Spinner size={16} color="currentColor" /> : <IconShoppingCartPlus size={16} aria-hidden />}
            aria-busy={adding || undefined}
            // Out of stock it looks and reads disabled, yet a click still explains why (docs/product.md §5's toast).
            data-disabled={!inStock || undefined}
            aria-disabled={!inStock}
            onClick={() => onAddToCart(product)}
            // A tap made before the code arrived is made once it has (web/lib/first-tap.ts).
            {...earlyTap}
          >
            {t('catalog.addToCart')}
          </ShopButton>
        </Group>
      </Stack>
    </Card>
  );
}
