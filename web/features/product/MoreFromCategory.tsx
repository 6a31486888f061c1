import { CardGrid } from '#web/components/CardGrid.tsx';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Product } from '#schema/products-api.ts';
import { ProductCard, productPagesQueryOptions } from '#web/features/catalog/index.ts';
import { useMoney } from '#web/features/currency/index.ts';
import { PlainStack, PlainTitle, rem } from '#web/components/plain/index.ts';

const SHOWN = 4;

type MoreFromCategoryProps = {
  product: Product;
  categoryName: string;
  onAddToCart: (product: Product) => void;
  pendingId: number | undefined;
};

/** Up to four other stones of the product's category, from the first page the loader fetched; nothing when there are none. */
export function MoreFromCategory({ product, categoryName, onAddToCart, pendingId }: MoreFromCategoryProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { data } = useSuspenseInfiniteQuery(productPagesQueryOptions(product.category));
  const others = (data.pages[0]?.items ?? []).filter((other) => other.id !== product.id).slice(0, SHOWN);
  if (others.length === 0) return null;
  return (
    <PlainStack component="section" style={SECTION_PLACE} aria-labelledby="more-from-category">
      <PlainTitle order={2} size="h3" id="more-from-category">
        {t('product.moreFromCategory', { category: categoryName })}
      </PlainTitle>
      <CardGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {others.map((other) => (
          <ProductCard
            key={other.id}
            product={other}
            price={money.format(other.price)}
            onAddToCart={onAddToCart}
            adding={pendingId === other.id}
          />
        ))}
      </CardGrid>
    </PlainStack>
  );
}

// On the first paint of a page the Worker rendered, before the page's chunk (and any sheet of its own) has come.
const SECTION_PLACE = { marginTop: rem(48) };
