import { ShopButton } from '#web/components/ShopButton.tsx';
import { useDocumentTitle } from '@mantine/hooks';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchResults } from '#schema/search-api.ts';
import { ProductCardGrid } from '#web/features/catalog/index.ts';
import { ratesQueryOptions, useMoney } from '#web/features/currency/index.ts';
import { pageTitle } from '#web/lib/page-title.ts';
import { useSearchResults } from './api/search-products.ts';
import { categoriesNamedBy } from './named-categories.ts';
import type { SearchPageAddress } from './search-address.ts';
import { apiQueryOf } from './search-query.ts';
import { SearchEmpty } from './SearchEmpty.tsx';
import { SearchFilters } from './SearchFilters.tsx';
import { useSearchAddress } from './use-search-address.ts';
import { anchorLook, PlainContainer, PlainGroup, PlainStack, PlainText, PlainTitle } from '#web/components/plain/index.ts';
import classes from './SearchPage.module.css';

const GRID_COLUMNS = { base: 1, xs: 2, lg: 3 } as const;

/** Mantine's Grid class names (its sheet, checked against Grid.classes by SearchPage.test.tsx). */
export const GRID_CLASSES = { root: 'm_410352e9', inner: 'm_dee7bd2f', col: 'm_96bdd299' };

/** /search: the shop's stones for the words and choices in the address (docs/product.md §2 "Search"). */
export function SearchPage() {
  const { t } = useTranslation();
  const money = useMoney();
  // The rates a range in another currency is converted with: rendered with the page, so its HTML shows it converted.
  const { rates } = useSuspenseQuery(ratesQueryOptions()).data;
  const { address, change } = useSearchAddress(money.currency, rates);
  const words = address.q?.trim() ?? '';
  const named = useMemo(() => categoriesNamedBy(words, t), [words, t]);
  // While the next answer loads, the current one stays on screen (dimmed) instead of a loading state.
  const wanted = JSON.stringify(apiQueryOf(address, money.currency, named));
  const shown = useDeferredValue(wanted);
  const { data } = useSearchResults(JSON.parse(shown) as Record<string, string>);
  useDocumentTitle(pageTitle(words ? t('search.titleFor', { q: words }) : t('search.titleAll'), t('brand.name')));

  return (
    <PlainContainer size="xl" className={classes.page}>
      <PlainStack gap="lg">
        <SearchHeading words={words} results={data} />
        {/* Mantine's Grid of two columns, the filters a quarter from md, as plain markup with its sheet. */}
        <div className={`${GRID_CLASSES.root} mantine-Grid-root ${classes.grid}`}>
          <div className={`${GRID_CLASSES.inner} mantine-Grid-inner`}>
            <div className={`${GRID_CLASSES.col} mantine-Grid-col ${classes.filters}`}>
              <SearchFilters
                address={address}
                facets={data.facets}
                facts={data.facts}
                currency={money.currency}
                hasWords={words !== ''}
                onChange={change}
              />
            </div>
            <div className={`${GRID_CLASSES.col} mantine-Grid-col ${classes.results}`}>
              <div aria-busy={shown !== wanted} style={{ opacity: shown === wanted ? 1 : 0.6, transition: 'opacity 150ms' }}>
                {data.total === 0 ? <SearchEmpty address={address} onChange={change} /> : <ResultGrid results={data} onChange={change} />}
              </div>
            </div>
          </div>
        </div>
      </PlainStack>
    </PlainContainer>
  );
}

type HeadingProps = { words: string; results: SearchResults };

function SearchHeading({ words, results }: HeadingProps) {
  const { t } = useTranslation();
  return (
    // The words stand here as typed: a long unbroken one must wrap, not widen the page. Not in SearchPage.module.css,
    // whose class names are part of every page's first load (SearchPending).
    <PlainStack gap={4} style={{ overflowWrap: 'anywhere' }}>
      <PlainTitle order={1} size="h2" dir="auto">
        {words ? t('search.titleFor', { q: words }) : t('search.titleAll')}
      </PlainTitle>
      {results.corrected && (
        <PlainText data-testid="search-corrected">
          {t('search.showingFor', { q: results.corrected })}{' '}
          <Link {...anchorLook()} to="/search" search={{ q: results.corrected }}>
            {t('search.searchCorrected', { q: results.corrected })}
          </Link>
        </PlainText>
      )}
      <PlainText c="dimmed" role="status" data-testid="search-count">
        {t('search.resultCount', { count: results.total })}
      </PlainText>
    </PlainStack>
  );
}

type ResultGridProps = { results: SearchResults; onChange: (changes: Partial<SearchPageAddress>) => void };

function ResultGrid({ results, onChange }: ResultGridProps) {
  const { t } = useTranslation();
  return (
    <PlainStack gap="lg">
      <ProductCardGrid products={results.items} cols={GRID_COLUMNS} eagerCount={3} testId="search-results" />
      {results.pageCount > 1 && (
        <PlainGroup component="nav" gap="sm" justify="center" aria-label={t('search.pages.label')}>
          <ShopButton
            variant="default"
            disabled={results.page <= 1}
            onClick={() => onChange({ page: results.page > 2 ? results.page - 1 : undefined })}
          >
            {t('search.pages.previous')}
          </ShopButton>
          <PlainText size="sm">{t('search.pages.pageOf', { page: results.page, total: results.pageCount })}</PlainText>
          <ShopButton variant="default" disabled={results.page >= results.pageCount} onClick={() => onChange({ page: results.page + 1 })}>
            {t('search.pages.next')}
          </ShopButton>
        </PlainGroup>
      )}
    </PlainStack>
  );
}
