import type { Product } from '#schema/products-api.ts';
import { CardGrid, type GridColumns } from '#web/components/CardGrid.tsx';
import { useMoney } from '#web/features/currency/index.ts';
import { ProductCard } from './ProductCard.tsx';
import { useAddToCartWithToasts } from './use-add-to-cart-with-toasts.ts';

type Props = {
  products: readonly Product[];
  cols: GridColumns;
  /** The first cards, those above the fold, load their pictures at once. */
  eagerCount: number;
  testId: string;
  busy?: boolean;
};

/** Stones as the shop's cards, each priced in the visitor's currency with its own "Add to cart" (home grid, search results). */
export function ProductCardGrid({ products, cols, eagerCount, testId, busy }: Props) {
  const money = useMoney();
  const addToCart = useAddToCartWithToasts();
  return (
    <CardGrid cols={cols} spacing="lg" data-testid={testId} aria-busy={busy}>
      {products.map((product, index) => (
        <ProductCard
          key={product.id}
          product={product}
          price={money.format(product.price)}
          onAddToCart={addToCart.add}
          adding={addToCart.pendingId === product.id}
          eager={index < eagerCount}
        />
      ))}
    </CardGrid>
  );
}
