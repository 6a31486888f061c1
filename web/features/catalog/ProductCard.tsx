import { ShopButton } from '#web/components/ShopButton.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '#schema/products-api.ts';
import { GemImage, GreyPlaceholder } from '#web/components/GemImage.tsx';
import {
  anchorLook,
  PlainBadge,
  PlainCard,
  PlainCardSection,
  PlainGroup,
  PlainStack,
  PlainText,
  PlainTitle,
} from '#web/components/plain/index.ts';
import { OnHoldNote, StockBadge, useOnHold } from '#web/features/hold/index.ts';
import classes from './ProductCard.module.css';
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
    <PlainCard
      component="article"
      withBorder
      radius="md"
      padding="md"
      className={classes.card}
      aria-labelledby={`product-${product.id}`}
      data-testid="product-card"
    >
      <PlainCardSection>
        <GemImage
          src={product.imageUrl}
          alt={product.name}
          sizes={imageSizes}
          eager={eager}
          fallback={<GreyPlaceholder label={t('catalog.imagePlaceholder')} />}
        />
      </PlainCardSection>
      <PlainStack gap={6} className={classes.body}>
        {/* Two badges side by side, or one under the other where their words are long (Zulu's, on a phone). */}
        <PlainGroup justify="space-between" gap="xs">
          <PlainBadge variant="light" size="sm">
            {t(`categories.${product.category}`, product.category)}
          </PlainBadge>
          <StockBadge product={product} size="sm" />
        </PlainGroup>
        {onHold && product.heldUntil && <OnHoldNote heldUntil={product.heldUntil} />}
        {/* Staff wrote the name and description: dir="auto" sets each in its own direction within the page's. */}
        <PlainTitle order={3} size="h5" id={`product-${product.id}`} lineClamp={2} dir="auto">
          {/* The stone's own page (docs/product.md §2): an address to share, bookmark or find. An Anchor that takes the
              heading's size, weight and colour (Mantine's `inherit` and `c="inherit"`). */}
          <Link {...anchorLook()} style={INHERIT_COLOR} data-inherit="true" to="/products/$id" params={{ id: product.id }}>
            {product.name}
          </Link>
        </PlainTitle>
        <PlainText size="sm" c="dimmed" lineClamp={3} dir="auto">
          {product.description}
        </PlainText>
        {/* The price row sits at the bottom, level across a row of cards (ProductCard.module.css). */}
        <PlainGroup justify="space-between" align="center" gap="xs" className={classes.priceRow}>
          <PlainText fw={800} size="lg" c="amethyst.9" data-testid="product-price">
            {price}
          </PlainText>
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
        </PlainGroup>
      </PlainStack>
    </PlainCard>
  );
}

const INHERIT_COLOR: CSSProperties = { color: 'inherit' };
