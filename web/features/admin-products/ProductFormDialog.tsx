import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Product } from '#schema/products-api.ts';
import { ProductForm } from './ProductForm.tsx';

type ProductFormDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** The product to edit; without one the dialog adds a new product. */
  product?: Product;
};

/** The add-product and edit dialogs (docs/product.md §2). The form starts afresh each time the dialog opens. */
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
      <ProductForm key={product?.id ?? 'new'} product={product} onDone={onClose} />
    </Modal>
  );
}
