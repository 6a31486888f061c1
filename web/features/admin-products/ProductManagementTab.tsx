import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '#schema/products-api.ts';
import { ConfirmDeleteDialog } from '#web/components/ConfirmDeleteDialog.tsx';
import { EmptyText, QueryState } from '#web/components/QueryState.tsx';
import { useProducts } from '#web/features/catalog/index.ts';
import { ProductAdminRow } from './ProductAdminRow.tsx';
import { ProductFormDialog } from './ProductFormDialog.tsx';
import { ProductStats } from './ProductStats.tsx';
import { useProductActions } from './use-product-actions.ts';

/** Which product dialog is open: adding, or editing one product. */
type FormDialog = { mode: 'add' } | { mode: 'edit'; product: Product } | null;

/** docs/product.md §2's Product Management tab: counts, the list with stock switches, add, edit and delete. */
export function ProductManagementTab() {
  const { t } = useTranslation();
  const products = useProducts();
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

      {/* docs/product.md §2: the counts show even when there are no products, so the empty line comes after them. */}
      <QueryState query={products} loadingText={t('admin.products.loading')} errorTitle={t('admin.products.loadFailed')}>
        {(list) => (
          <>
            <ProductStats products={list} />
            {list.length === 0 ? (
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
                {list.map((product) => (
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
            )}
          </>
        )}
      </QueryState>

      <ProductFormDialog
        opened={formDialog !== null}
        onClose={() => setFormDialog(null)}
        product={formDialog?.mode === 'edit' ? formDialog.product : undefined}
      />
      <ConfirmDeleteDialog
        item={toDelete}
        title={t('admin.products.delete.title')}
        question={t('admin.products.delete.confirm', { name: toDelete?.name ?? '' })}
        confirmLabel={t('admin.products.delete.submit')}
        deleting={actions.deleting}
        onCancel={() => setToDelete(null)}
        onConfirm={(product) => actions.remove(product, () => setToDelete(null))}
      />
    </Stack>
  );
}
