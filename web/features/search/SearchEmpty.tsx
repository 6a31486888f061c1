import { Group, Stack, Text, Title } from '@mantine/core';
import { ShopButton } from '#web/components/ShopButton.tsx';
import { IconSearchOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FEATURED_PRODUCT_CATEGORIES } from '#schema/catalog.ts';
import type { SearchPageAddress } from './search-address.ts';
import { hasFacts, NO_FACTS } from '#web/features/stone-facts/index.ts';

type SearchEmptyProps = { address: SearchPageAddress; onChange: (changes: Partial<SearchPageAddress>) => void };

/** Nothing matched: what to try instead, the filters to drop first, then fewer words, then a collection. */
export function SearchEmpty({ address, onChange }: SearchEmptyProps) {
  const { t } = useTranslation();
  const filtered =
    address.category !== undefined || address.in_stock || address.min !== undefined || address.max !== undefined || hasFacts(address);
  return (
    <Stack align="center" ta="center" py="xl" gap="sm" data-testid="search-empty">
      <IconSearchOff size={48} color="var(--mantine-color-gray-5)" aria-hidden />
      <Title order={2} size="h3">
        {t('search.emptyTitle')}
      </Title>
      <Text c="dimmed" maw={520}>
        {filtered ? t('search.emptyFiltered') : t('search.emptyWords')}
      </Text>
      {filtered && (
        <ShopButton onClick={() => onChange({ category: undefined, in_stock: undefined, min: undefined, max: undefined, ...NO_FACTS })}>
          {t('search.clearFilters')}
        </ShopButton>
      )}
      <Text size="sm" mt="sm">
        {t('search.tryCollections')}
      </Text>
      <Group justify="center" gap="xs">
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
      </Group>
    </Stack>
  );
}
