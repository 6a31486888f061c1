import { Button, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '#schema/products-api.ts';
import { ConfirmDeleteDialog } from '#web/components/ConfirmDeleteDialog.tsx';
import { EmptyText, QueryState } from '#web/components/QueryState.tsx';
import { useStaffProducts } from './api/get-staff-products.ts';
import { ProductAdminRow } from './ProductAdminRow.tsx';
import { ProductFormDialog } from './ProductFormDialog.tsx';
import { ProductStats } from './ProductStats.tsx';
import { useProductActions } from './use-product-actions.ts';
import { isolate } from '#schema/bidi.ts';

/** Which product dialog is open: adding, or editing one product. */
type FormDialog = { mode: 'add' } | { mode: 'edit'; product: Product } | null;

const SEARCH_DEBOUNCE_MS = 300;

/** docs/product.md §2's Product Management tab: counts, the list (searchable, a page at a time) with stock switches, add, edit and delete. */
export function ProductManagementTab() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const products = useStaffProducts(debouncedSearch);
  const loaded = useMemo(() => products.data?.pages.flatMap((page) => page.items), [products.data]);
  const actions = useProductActions();
  const [formDialog, setFormDialog] = useState<FormDialog>(null);
  const [toDelete, setToDelete] = useState<Product | null>(null);

  return (
    <Stack gap="lg" component="section" aria-labelledby="admin-products-title">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3" id="admin-products-title">
          {t('admin.products.title')}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setFormDialog({ mode: 'add' })}>
          {t('admin.products.add')}
        </Button>
      </Group>

      <ProductStats />
      <TextInput
        label={t('admin.products.search')}
        placeholder={t('admin.products.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        type="search"
      />
      <QueryState query={products} loadingText={t('admin.products.loading')} errorTitle={t('admin.products.loadFailed')}>
        {() =>
          loaded === undefined || loaded.length === 0 ? (
            <EmptyText data-testid="admin-products-empty">{t('admin.products.empty')}</EmptyText>
          ) : (
            <SimpleGrid
              cols={{ base: 1, lg: 2 }}
              spacing="sm"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-labelledby="admin-products-title"
            >
              {loaded.map((product) => (
                <ProductAdminRow
                  key={product.id}
                  product={product}
                  onEdit={(chosen) => setFormDialog({ mode: 'edit', product: chosen })}
                  onDelete={setToDelete}
                  onStockChange={actions.setInStock}
                  stockChanging={actions.stockChangingId === product.id}
                />
              ))}
            </SimpleGrid>
          )
        }
      </QueryState>
      {products.hasNextPage && (
        <Group justify="center">
          <Button variant="default" onClick={() => void products.fetchNextPage()} loading={products.isFetchingNextPage}>
            {t('admin.products.loadMore')}
          </Button>
        </Group>
      )}

      <ProductFormDialog
        opened={formDialog !== null}
        onClose={() => setFormDialog(null)}
        product={formDialog?.mode === 'edit' ? formDialog.product : undefined}
      />
      <ConfirmDeleteDialog
        item={toDelete}
        title={t('admin.products.delete.title')}
        question={t('admin.products.delete.confirm', { name: isolate(toDelete?.name ?? '') })}
        confirmLabel={t('admin.products.delete.submit')}
        deleting={actions.deleting}
        onCancel={() => setToDelete(null)}
        onConfirm={(product) => actions.remove(product, () => setToDelete(null))}
      />
    </Stack>
  );
}
