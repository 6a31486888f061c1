import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Product } from '#schema/products-api.ts';
import { CertificatesEditor } from '#web/features/admin-certificates/index.ts';
import { ProductForm } from './ProductForm.tsx';

type ProductFormDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** The product to edit; without one the dialog adds a new product. */
  product?: Product;
};

/** The add-product and edit dialogs (docs/product.md §2), with the product's lab reports. The form starts afresh each time the dialog opens. */
export function ProductFormDialog({ opened, onClose, product }: ProductFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(product ? 'admin.products.form.editTitle' : 'admin.products.form.addTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="lg">
        <ProductForm key={product?.id ?? 'new'} product={product} onDone={onClose} />
        {product ? (
          <CertificatesEditor stone={{ productId: product.id }} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('admin.certificates.saveFirst')}
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
