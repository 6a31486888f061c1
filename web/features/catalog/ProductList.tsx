import { ShopButton } from '#web/components/ShopButton.tsx';
import { IconDiamond } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProductCategory } from '#schema/catalog.ts';
import { LoadFailed } from '#web/components/LoadFailed.tsx';
import { PlainCenter, PlainContainer, PlainStack, PlainText, PlainTitle } from '#web/components/plain/index.ts';
import { SkeletonCardGrid } from '#web/components/SkeletonCardGrid.tsx';
import { SuspenseSection } from '#web/components/SuspenseSection.tsx';
import { useLoadMoreWhenNear } from '#web/lib/use-load-more.ts';
import type { FactFilters as FactQuery } from '#schema/stone-facts.ts';
import { FactFilters, NO_FACTS } from '#web/features/stone-facts/index.ts';
import { useProductFacts, useSuspenseProductPages } from './api/get-products.ts';
import { ProductCardGrid } from './ProductCardGrid.tsx';
import classes from './ProductList.module.css';
import { PRODUCT_GRID_COLUMNS } from './product-grid.ts';
import { useCategoryFilter } from './use-category-filter.ts';
import { useHomeFacts } from './use-home-facts.ts';

const SKELETON_CARDS = 6;

/** The 'Featured Gemstones' list (#products) with its loading, error and empty states. */
export function ProductList() {
  const { t } = useTranslation();
  const { category, clear } = useCategoryFilter();
  const facts = useHomeFacts();
  const factCounts = useProductFacts(category, facts.query);
  const categoryName = category ? t(`categories.${category}`) : undefined;
  return (
    <PlainContainer size="xl" component="section" id="products" className={classes.section} aria-labelledby="products-title">
      <PlainStack gap={4} className={classes.heading}>
        <PlainTitle order={2} id="products-title">
          {categoryName ?? t('catalog.featuredTitle')}
        </PlainTitle>
        <PlainText c="dimmed">{t('catalog.featuredSubtitle')}</PlainText>
        {category && (
          <ShopButton variant="subtle" size="compact-sm" w="fit-content" onClick={clear}>
            {t('catalog.viewAll')}
          </ShopButton>
        )}
      </PlainStack>
      <div className={classes.filters}>
        <FactFilters value={facts.address} counts={factCounts.data} onChange={facts.change} />
      </div>
      <SuspenseSection
        loading={
          <SkeletonCardGrid
            count={SKELETON_CARDS}
            cols={PRODUCT_GRID_COLUMNS}
            label={t('common.loading')}
            data-testid="product-skeletons"
          />
        }
        failed={(retry) => <LoadFailed message={t('catalog.loadFailed')} onRetry={retry} />}
      >
        <ProductGrid
          category={category}
          facts={facts.query}
          categoryName={categoryName}
          onViewAll={clear}
          onClearFacts={() => facts.change(NO_FACTS)}
        />
      </SuspenseSection>
    </PlainContainer>
  );
}

type GridProps = {
  category?: ProductCategory;
  facts: FactQuery;
  categoryName?: string;
  onViewAll: () => void;
  onClearFacts: () => void;
};

/** A page of the catalog (of one category, filtered on the server), more as the shopper scrolls near the end or asks. */
function ProductGrid({ category, facts, categoryName, onViewAll, onClearFacts }: GridProps) {
  const { t } = useTranslation();
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = useSuspenseProductPages(category, facts);
  const sentinel = useLoadMoreWhenNear<HTMLDivElement>(
    () => void fetchNextPage(),
    hasNextPage && !isFetchingNextPage && !isFetchNextPageError,
  );

  const shown = data.pages.flatMap((page) => page.items);
  if (shown.length === 0 && Object.keys(facts).length > 0) return <NoFactMatch onClear={onClearFacts} />;
  if (shown.length === 0) return <EmptyState categoryName={categoryName} onViewAll={onViewAll} />;

  return (
    <PlainStack gap="lg">
      <ProductCardGrid products={shown} cols={PRODUCT_GRID_COLUMNS} eagerCount={4} testId="product-grid" busy={isFetchingNextPage} />
      {isFetchNextPageError && <LoadFailed message={t('catalog.loadFailed')} onRetry={() => void fetchNextPage()} />}
      {hasNextPage && (
        <PlainCenter>
          <div ref={sentinel} aria-hidden style={{ height: 1, width: 1 }} />
          <ShopButton variant="default" onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
            {t('catalog.loadMore')}
          </ShopButton>
        </PlainCenter>
      )}
    </PlainStack>
  );
}

function EmptyState({ categoryName, onViewAll }: { categoryName?: string; onViewAll: () => void }) {
  const { t } = useTranslation();
  return (
    <PlainStack align="center" gap="sm" className={classes.state} data-testid="products-empty">
      <IconDiamond size={48} color="var(--mantine-color-gray-5)" aria-hidden />
      {categoryName ? (
        <>
          <PlainTitle order={3}>{t('catalog.emptyCategoryTitle', { category: categoryName })}</PlainTitle>
          <PlainText c="dimmed" className={classes.stateText}>
            {t('catalog.emptyCategoryText', { category: categoryName })}
          </PlainText>
          <ShopButton onClick={onViewAll}>{t('catalog.viewAll')}</ShopButton>
        </>
      ) : (
        <>
          <PlainTitle order={3}>{t('catalog.emptyTitle')}</PlainTitle>
          <PlainText c="dimmed">{t('catalog.emptyText')}</PlainText>
        </>
      )}
    </PlainStack>
  );
}

/** No stone has every chosen fact: say so and offer to clear them. */
function NoFactMatch({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <PlainStack align="center" gap="sm" className={classes.state} data-testid="products-no-fact-match">
      <PlainTitle order={3}>{t('facts.noMatchTitle')}</PlainTitle>
      <PlainText c="dimmed">{t('facts.noMatchText')}</PlainText>
      <ShopButton onClick={onClear}>{t('facts.clear')}</ShopButton>
    </PlainStack>
  );
}
