import { ShopButton } from '#web/components/ShopButton.tsx';
import { IconSearchOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FEATURED_PRODUCT_CATEGORIES } from '#schema/catalog.ts';
import type { SearchPageAddress } from './search-address.ts';
import { hasPriceRange } from './search-query.ts';
import { hasFacts, NO_FACTS } from '#web/features/stone-facts/index.ts';
import { PlainGroup, PlainStack, PlainText, PlainTitle } from '#web/components/plain/index.ts';
// Its sheet is the page's: that one comes with the page's HTML (SearchPending uses it), this component's chunk after it.
import classes from './SearchPage.module.css';

type SearchEmptyProps = { address: SearchPageAddress; onChange: (changes: Partial<SearchPageAddress>) => void };

/** Nothing matched: what to try instead, the filters to drop first, then fewer words, then a collection. */
export function SearchEmpty({ address, onChange }: SearchEmptyProps) {
  const { t } = useTranslation();
  const filtered = address.category !== undefined || address.in_stock || hasPriceRange(address) || hasFacts(address);
  return (
    <PlainStack align="center" gap="sm" className={classes.empty} data-testid="search-empty">
      <IconSearchOff size={48} color="var(--mantine-color-gray-5)" aria-hidden />
      <PlainTitle order={2} size="h3">
        {t('search.emptyTitle')}
      </PlainTitle>
      <PlainText c="dimmed" className={classes.advice}>
        {filtered ? t('search.emptyFiltered') : t('search.emptyWords')}
      </PlainText>
      {filtered && (
        <ShopButton onClick={() => onChange({ category: undefined, in_stock: undefined, min: undefined, max: undefined, ...NO_FACTS })}>
          {t('search.clearFilters')}
        </ShopButton>
      )}
      <PlainText size="sm" className={classes.collections}>
        {t('search.tryCollections')}
      </PlainText>
      <PlainGroup justify="center" gap="xs">
        {FEATURED_PRODUCT_CATEGORIES.map((category) => (
          <ShopButton
            key={category}
            renderRoot={(props) => <Link {...props} to="/search" search={{ category }} />}
            variant="light"
            size="compact-sm"
          >
            {t(`categories.${category}`)}
          </ShopButton>
        ))}
      </PlainGroup>
    </PlainStack>
  );
}
