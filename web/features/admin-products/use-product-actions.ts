import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '#schema/products-api.ts';
import { notifyFailure, notifySuccess } from '#web/lib/notify.ts';
import { useDeleteProduct, useUpdateProduct } from './api/product-mutations.ts';

/** The list's own writes, with docs/product.md §8's toasts: the stock switch and delete. */
export function useProductActions() {
  const { t } = useTranslation();
  const update = useUpdateProduct();
  const remove = useDeleteProduct();
  const [stockChangingId, setStockChangingId] = useState<number>();

  /**
   * Off sets the count to 0; on restores the count it had, or 1 (docs/product.md §3). Both are guarded by the stock
   * the list shows: when a sale moved it meanwhile the Worker answers 409 and nothing is overwritten.
   */
  const setInStock = (product: Product, inStock: boolean) => {
    setStockChangingId(product.id);
    update.mutate(
      { id: product.id, changes: { stock: inStock, expectedStock: product.stock } },
      {
        onSuccess: () => notifySuccess(t('admin.products.toasts.updated')),
        onError: (error) => notifyFailure(t('admin.products.toasts.updateFailed'), error),
        onSettled: () => setStockChangingId(undefined),
      },
    );
  };

  const deleteProduct = (product: Product, onDone: () => void) =>
    remove.mutate(product.id, {
      onSuccess: () => {
        notifySuccess(t('admin.products.toasts.deleted'));
        onDone();
      },
      onError: (error) => notifyFailure(t('admin.products.toasts.deleteFailed'), error),
    });

  return { setInStock, stockChangingId, remove: deleteProduct, deleting: remove.isPending };
}
