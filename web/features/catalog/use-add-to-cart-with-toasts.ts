import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from '#schema/bidi.ts';
import type { Product } from '#schema/products-api.ts';
import { notifyError, notifyFailure, notifySuccess } from '#web/lib/notify.ts';
import { useAddToCart } from '#web/features/cart/index.ts';

/** Add to Cart with docs/product.md §5's toasts; `pendingId` is the product being added. */
export function useAddToCartWithToasts() {
  const { t } = useTranslation();
  const mutation = useAddToCart();
  const [pendingId, setPendingId] = useState<number>();
  const add = (product: Product) => {
    // The button stays enabled while it adds (disabling it would drop the keyboard focus): a second press waits.
    if (pendingId === product.id) return;
    if (product.stock <= 0) {
      notifyError(t('catalog.outOfStockTitle'), t('catalog.outOfStockText'));
      return;
    }
    setPendingId(product.id);
    mutation.mutate(product.id, {
      onSuccess: () => notifySuccess(t('catalog.addedTitle'), t('catalog.addedText', { name: isolate(product.name) })),
      onError: (error) => notifyFailure(t('common.error'), error, t('catalog.addFailed')),
      onSettled: () => setPendingId(undefined),
    });
  };
  return { add, pendingId };
}
