import { Button, Checkbox, Group, NumberInput, Radio, Select, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_CATEGORIES, type ProductCategory } from '#schema/catalog.ts';
import { SEARCH_SORTS, type Facet, type SearchSort } from '#schema/search-api.ts';
import type { SearchPageAddress } from './search-address.ts';

type SearchFiltersProps = {
  address: SearchPageAddress;
  facets: readonly Facet[];
  /** The visitor's currency code, shown with the price fields. */
  currency: string;
  /** Whether relevance can be chosen (it needs words). */
  hasWords: boolean;
  onChange: (changes: Partial<SearchPageAddress>) => void;
};

const countOf = (facets: readonly Facet[], name: Facet['name'], value: string) =>
  facets.find((facet) => facet.name === name)?.values.find((found) => found.value === value)?.count ?? 0;

const ALL = 'all';

/** docs/product.md §2 "Search": category, price range, in stock only and sorting, each with its count. */
export function SearchFilters({ address, facets, currency, hasWords, onChange }: SearchFiltersProps) {
  const { t } = useTranslation();
  const categoryTotal = PRODUCT_CATEGORIES.reduce((sum, category) => sum + countOf(facets, 'category', category), 0);
  const sorts = SEARCH_SORTS.filter((sort) => hasWords || sort !== 'relevance');
  return (
    <Stack gap="lg" component="section" aria-labelledby="search-filters-title" data-testid="search-filters">
      <Title order={2} size="h4" id="search-filters-title">
        {t('search.filtersTitle')}
      </Title>
      <Select
        label={t('search.sortLabel')}
        value={address.sort ?? (hasWords ? 'relevance' : 'newest')}
        allowDeselect={false}
        data={sorts.map((sort) => ({ value: sort, label: t(`search.sorts.${sort}`) }))}
        onChange={(value) => value && onChange({ sort: value as SearchSort })}
        comboboxProps={{ withinPortal: true }}
      />
      <Radio.Group
        label={t('search.categoryLabel')}
        value={address.category ?? ALL}
        onChange={(value) => onChange({ category: value === ALL ? undefined : (value as ProductCategory) })}
      >
        <Stack gap={6} mt={6}>
          <Radio value={ALL} label={t('search.withCount', { label: t('search.allCategories'), count: categoryTotal })} />
          {PRODUCT_CATEGORIES.map((category) => {
            const count = countOf(facets, 'category', category);
            if (count === 0 && address.category !== category) return null;
            return <Radio key={category} value={category} label={t('search.withCount', { label: t(`categories.${category}`), count })} />;
          })}
        </Stack>
      </Radio.Group>
      <Checkbox
        checked={address.in_stock === true}
        onChange={(event) => onChange({ in_stock: event.currentTarget.checked || undefined })}
        label={t('search.withCount', { label: t('search.inStockOnly'), count: countOf(facets, 'inStock', 'true') })}
      />
      <PriceRange key={`${address.min}-${address.max}`} address={address} currency={currency} onChange={onChange} />
    </Stack>
  );
}

type PriceRangeProps = Pick<SearchFiltersProps, 'address' | 'currency' | 'onChange'>;

/** From and to, in the visitor's currency; applied together, so typing does not search at every digit. */
function PriceRange({ address, currency, onChange }: PriceRangeProps) {
  const { t } = useTranslation();
  const [min, setMin] = useState<number | string>(address.min ?? '');
  const [max, setMax] = useState<number | string>(address.max ?? '');
  const asBound = (value: number | string) => (value === '' ? undefined : Math.max(0, Math.floor(Number(value))));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const [low, high] = [asBound(min), asBound(max)];
    // Typed the wrong way round, they still mean a range.
    const swap = low !== undefined && high !== undefined && low > high;
    onChange({ min: swap ? high : low, max: swap ? low : high });
  };
  return (
    <form onSubmit={apply} aria-labelledby="search-price-title" data-testid="price-range">
      <Text fw={500} size="sm" id="search-price-title">
        {t('search.priceLabel', { currency })}
      </Text>
      <Group gap="xs" grow mt={6} wrap="nowrap">
        <NumberInput label={t('search.priceFrom')} value={min} onChange={setMin} min={0} allowDecimal={false} allowNegative={false} />
        <NumberInput label={t('search.priceTo')} value={max} onChange={setMax} min={0} allowDecimal={false} allowNegative={false} />
      </Group>
      <Group gap="xs" mt="xs">
        <Button type="submit" size="compact-md">
          {t('search.applyPrice')}
        </Button>
        {(address.min !== undefined || address.max !== undefined) && (
          <Button variant="subtle" size="compact-md" onClick={() => onChange({ min: undefined, max: undefined })}>
            {t('search.clearPrice')}
          </Button>
        )}
      </Group>
    </form>
  );
}
