import { Anchor, Box, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { ShopButton } from '#web/components/ShopButton.tsx';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchResults } from '#schema/search-api.ts';
import { ProductCardGrid } from '#web/features/catalog/index.ts';
import { useMoney } from '#web/features/currency/index.ts';
import { pageTitle } from '#web/lib/page-title.ts';
import { useSearchResults } from './api/search-products.ts';
import { categoriesNamedBy } from './named-categories.ts';
import { apiQueryOf, type SearchPageAddress } from './search-address.ts';
import { SearchEmpty } from './SearchEmpty.tsx';
import { SearchFilters } from './SearchFilters.tsx';
import { useSearchAddress } from './use-search-address.ts';

const GRID_COLUMNS = { base: 1, xs: 2, lg: 3 } as const;

/** /search: the shop's stones for the words and choices in the address (docs/product.md §2 "Search"). */
export function SearchPage() {
  const { t } = useTranslation();
  const { address, change } = useSearchAddress();
  const money = useMoney();
  const words = address.q?.trim() ?? '';
  const named = useMemo(() => categoriesNamedBy(words, t), [words, t]);
  // While the next answer loads, the current one stays on screen (dimmed) instead of a loading state.
  const wanted = JSON.stringify(apiQueryOf(address, money.currency, named));
  const shown = useDeferredValue(wanted);
  const { data } = useSearchResults(JSON.parse(shown) as Record<string, string>);
  useDocumentTitle(pageTitle(words ? t('search.titleFor', { q: words }) : t('search.titleAll'), t('brand.name')));

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <SearchHeading words={words} results={data} />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <SearchFilters
              address={address}
              facets={data.facets}
              facts={data.facts}
              currency={money.currency}
              hasWords={words !== ''}
              onChange={change}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Box aria-busy={shown !== wanted} style={{ opacity: shown === wanted ? 1 : 0.6, transition: 'opacity 150ms' }}>
              {data.total === 0 ? <SearchEmpty address={address} onChange={change} /> : <ResultGrid results={data} onChange={change} />}
            </Box>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

type HeadingProps = { words: string; results: SearchResults };

function SearchHeading({ words, results }: HeadingProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Title order={1} size="h2" dir="auto">
        {words ? t('search.titleFor', { q: words }) : t('search.titleAll')}
      </Title>
      {results.corrected && (
        <Text data-testid="search-corrected">
          {t('search.showingFor', { q: results.corrected })}{' '}
          <Anchor renderRoot={(props) => <Link {...props} to="/search" search={{ q: results.corrected ?? undefined }} />}>
            {t('search.searchCorrected', { q: results.corrected })}
          </Anchor>
        </Text>
      )}
      <Text c="dimmed" role="status" data-testid="search-count">
        {t('search.resultCount', { count: results.total })}
      </Text>
    </Stack>
  );
}

type ResultGridProps = { results: SearchResults; onChange: (changes: Partial<SearchPageAddress>) => void };

function ResultGrid({ results, onChange }: ResultGridProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <ProductCardGrid products={results.items} cols={GRID_COLUMNS} eagerCount={3} testId="search-results" />
      {results.pageCount > 1 && (
        <Group justify="center" gap="sm" component="nav" aria-label={t('search.pages.label')}>
          <ShopButton
            variant="default"
            disabled={results.page <= 1}
            onClick={() => onChange({ page: results.page > 2 ? results.page - 1 : undefined })}
          >
            {t('search.pages.previous')}
          </ShopButton>
          <Text size="sm">{t('search.pages.pageOf', { page: results.page, total: results.pageCount })}</Text>
          <ShopButton variant="default" disabled={results.page >= results.pageCount} onClick={() => onChange({ page: results.page + 1 })}>
            {t('search.pages.next')}
          </ShopButton>
        </Group>
      )}
    </Stack>
  );
}
