import { ShopButton } from '#web/components/ShopButton.tsx';
import { useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_CATEGORIES, type ProductCategory } from '#schema/catalog.ts';
import { PRICE_BOUND_MAX, SEARCH_SORTS, type Facet, type SearchSort } from '#schema/search-api.ts';
import type { FactCounts } from '#schema/stone-facts.ts';
import { PlainSelect } from '#web/components/PlainSelect.tsx';
import { PlainTextInput } from '#web/components/PlainTextInput.tsx';
import { FactFilters } from '#web/features/stone-facts/index.ts';
import { asciiDigits } from '#schema/text.ts';
import type { SearchPageAddress } from './search-address.ts';
import { hasPriceRange } from './search-query.ts';
import classes from './SearchFilters.module.css';
import { PlainGroup, PlainStack, PlainText, PlainTitle } from '#web/components/plain/index.ts';

type SearchFiltersProps = {
  address: SearchPageAddress;
  facets: readonly Facet[];
  /** The counts per treatment, origin and certified. */
  facts: FactCounts;
  /** The visitor's currency code, shown with the price fields. */
  currency: string;
  /** Whether relevance can be chosen (it needs words). */
  hasWords: boolean;
  onChange: (changes: Partial<SearchPageAddress>) => void;
};

const countOf = (facets: readonly Facet[], name: Facet['name'], value: string) =>
  facets.find((facet) => facet.name === name)?.values.find((found) => found.value === value)?.count ?? 0;

/**
 * docs/product.md §2 "Search": sorting, category, in stock only and the price range, each with its count. The choices
 * are the browser's own radio buttons and check box: no stylesheet to add to every page's first load (docs/design.md,
 * Budgets), and the page works before its code has loaded.
 */
export function SearchFilters({ address, facets, facts, currency, hasWords, onChange }: SearchFiltersProps) {
  const { t } = useTranslation();
  const categoryTotal = PRODUCT_CATEGORIES.reduce((sum, category) => sum + countOf(facets, 'category', category), 0);
  const sorts = SEARCH_SORTS.filter((sort) => hasWords || sort !== 'relevance');
  const shownCategories = PRODUCT_CATEGORIES.filter(
    (category) => countOf(facets, 'category', category) > 0 || address.category === category,
  );
  return (
    <PlainStack component="section" gap="lg" aria-labelledby="search-filters-title" data-testid="search-filters">
      <PlainTitle order={2} size="h4" id="search-filters-title">
        {t('search.filtersTitle')}
      </PlainTitle>
      {/* A native select, as the gallery's category: Mantine's Select brought the popover code (Combobox, floating-ui,
          ScrollArea: 37 KB gzipped) into the page's load, and its chevron, drawn before that CSS arrived, moved the filters. */}
      <PlainSelect
        label={t('search.sortLabel')}
        value={address.sort ?? (hasWords ? 'relevance' : 'newest')}
        data={sorts.map((sort) => ({ value: sort, label: t(`search.sorts.${sort}`) }))}
        onChange={(event) => onChange({ sort: event.currentTarget.value as SearchSort })}
      />
      <fieldset className={classes.fieldset}>
        <legend className={classes.legend}>{t('search.categoryLabel')}</legend>
        <Choice type="radio" name="category" checked={address.category === undefined} onChange={() => onChange({ category: undefined })}>
          {t('search.withCount', { label: t('search.allCategories'), count: categoryTotal })}
        </Choice>
        {shownCategories.map((category: ProductCategory) => (
          <Choice
            key={category}
            type="radio"
            name="category"
            checked={address.category === category}
            onChange={() => onChange({ category })}
          >
            {t('search.withCount', { label: t(`categories.${category}`), count: countOf(facets, 'category', category) })}
          </Choice>
        ))}
      </fieldset>
      <Choice
        type="checkbox"
        name="in_stock"
        checked={address.in_stock === true}
        onChange={(checked) => onChange({ in_stock: checked || undefined })}
      >
        {t('search.withCount', { label: t('search.inStockOnly'), count: countOf(facets, 'inStock', 'true') })}
      </Choice>
      <FactFilters value={address} counts={facts} onChange={onChange} />
      <PriceRange key={`${address.min}-${address.max}`} address={address} currency={currency} onChange={onChange} />
    </PlainStack>
  );
}

type ChoiceProps = {
  type: 'radio' | 'checkbox';
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
};

function Choice({ type, name, checked, onChange, children }: ChoiceProps) {
  return (
    <label className={classes.choice}>
      <input
        type={type}
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        className={classes.input}
      />
      <PlainText component="span" size="sm">
        {children}
      </PlainText>
    </label>
  );
}

type PriceRangeProps = Pick<SearchFiltersProps, 'address' | 'currency' | 'onChange'>;

/** A bound as typed: whole units, nothing when empty or not a number; any script's digits count (٥٠٠ is 500). */
const asBound = (text: string) => {
  const digits = asciiDigits(text).replace(/\D/g, '');
  return digits === '' ? undefined : Math.min(Number(digits), PRICE_BOUND_MAX);
};

/** From and to, in the visitor's currency; applied together, so typing does not search at every digit. */
function PriceRange({ address, currency, onChange }: PriceRangeProps) {
  const { t } = useTranslation();
  const [min, setMin] = useState(address.min?.toString() ?? '');
  const [max, setMax] = useState(address.max?.toString() ?? '');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const [low, high] = [asBound(min), asBound(max)];
    // Typed the wrong way round, they still mean a range, and the fields say which.
    const [from, to] = low !== undefined && high !== undefined && low > high ? [high, low] : [low, high];
    setMin(from?.toString() ?? '');
    setMax(to?.toString() ?? '');
    onChange({ min: from, max: to });
  };
  const field = (label: string, value: string, set: (text: string) => void) => (
    <PlainTextInput
      label={label}
      value={value}
      onChange={(event) => set(event.currentTarget.value)}
      inputMode="numeric"
      autoComplete="off"
      dir="ltr"
    />
  );
  return (
    <form onSubmit={apply} aria-labelledby="search-price-title" data-testid="price-range">
      <PlainText fw={500} size="sm" id="search-price-title">
        {t('search.priceLabel', { currency })}
      </PlainText>
      {/* Mantine's Group grow: two fields of equal width. */}
      <PlainGroup
        gap="xs"
        wrap="nowrap"
        style={{ '--group-child-width': 'calc(50% - (var(--mantine-spacing-xs) - var(--mantine-spacing-xs) / 2))' } as CSSProperties}
        className={classes.bounds}
        data-grow="true"
      >
        {field(t('search.priceFrom'), min, setMin)}
        {field(t('search.priceTo'), max, setMax)}
      </PlainGroup>
      <PlainGroup gap="xs" className={classes.priceButtons}>
        <ShopButton type="submit" size="compact-md">
          {t('search.applyPrice')}
        </ShopButton>
        {hasPriceRange(address) && (
          <ShopButton variant="subtle" size="compact-md" onClick={() => onChange({ min: undefined, max: undefined })}>
            {t('search.clearPrice')}
          </ShopButton>
        )}
      </PlainGroup>
    </form>
  );
}
