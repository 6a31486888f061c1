import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../schema/api';

type DeleteProductDialogProps = {
  product: Product | null;
  deleting: boolean;
  onConfirm: (product: Product) => void;
  onCancel: () => void;
};

/** SPEC 5's confirmation: 'Are you sure you want to delete "{name}"?'. */
export function DeleteProductDialog({ product, deleting, onConfirm, onCancel }: DeleteProductDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={product !== null}
      onClose={onCancel}
      title={t('admin.products.delete.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text>{t('admin.products.delete.confirm', { name: product?.name ?? '' })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={deleting} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button color="red" loading={deleting} onClick={() => product && onConfirm(product)}>
          {t('admin.products.delete.submit')}
        </Button>
      </Group>
    </Modal>
  );
}
