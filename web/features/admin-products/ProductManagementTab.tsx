import { Alert, Button, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../schema/api';
import { useProducts } from '../catalog/api/get-products';
import { DeleteProductDialog } from './DeleteProductDialog';
import { ProductAdminRow } from './ProductAdminRow';
import { ProductFormDialog } from './ProductFormDialog';
import { ProductStats } from './ProductStats';
import { useProductActions } from './use-product-actions';

/** Which product dialog is open: adding, or editing one product. */
type FormDialog = { mode: 'add' } | { mode: 'edit'; product: Product } | null;

/** SPEC 2's Product Management tab: counts, the list with stock switches, add, edit and delete. */
export function ProductManagementTab() {
  const { t } = useTranslation();
  const { data: products, isPending, isError } = useProducts();
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

      {isPending ? (
        <Center py="xl">
          <Group gap="sm">
            <Loader size="sm" aria-hidden />
            <Text role="status">{t('admin.products.loading')}</Text>
          </Group>
        </Center>
      ) : isError ? (
        <Alert color="red" role="alert">
          {t('admin.products.loadFailed')}
        </Alert>
      ) : (
        <>
          <ProductStats products={products} />
          {products.length === 0 ? (
            <Text ta="center" c="dimmed" py="xl" data-testid="admin-products-empty">
              {t('admin.products.empty')}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="admin-products-title">
              {products.map((product) => (
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

      <ProductFormDialog
        opened={formDialog !== null}
        onClose={() => setFormDialog(null)}
        product={formDialog?.mode === 'edit' ? formDialog.product : undefined}
      />
      <DeleteProductDialog
        product={toDelete}
        deleting={actions.deleting}
        onCancel={() => setToDelete(null)}
        onConfirm={(product) => actions.remove(product, () => setToDelete(null))}
      />
    </Stack>
  );
}
