import { Button, Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { OriginSelect, TreatmentSelect } from '#web/features/stone-facts/index.ts';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Product } from '#schema/products-api.ts';
import { PRODUCT_MAX_STOCK } from '#schema/products-api.ts';
import { UsdPriceInput } from '#web/components/UsdPriceInput.tsx';
import { notifyFailure, notifySuccess } from '#web/lib/notify.ts';
import { focusFirstInvalid, useRefocusOnRefusal } from '#web/lib/form-validation.ts';
import { useRef } from 'react';
import { useCreateProduct, useUpdateProduct } from './api/product-mutations.ts';
import {
  categoryChoices,
  NEW_PRODUCT_VALUES,
  productFormValidator,
  productFormValues,
  toNewProduct,
  toProductChanges,
  type ProductFormField,
  type ProductFormValues,
} from './product-form.ts';
import { ProductImageField } from './ProductImageField.tsx';
import { useProductImageUpload } from './use-product-image-upload.ts';

/** docs/product.md §5: 0 to 999.99 USD in steps of a cent. */
const PRICE_LIMITS = { min: 0, max: 999.99, step: 0.01 } as const;

type ProductFormProps = { product?: Product; onDone: () => void };

/** Adds a product, or edits `product`; an image is needed only when adding. */
export function ProductForm({ product, onDone }: ProductFormProps) {
  const { t } = useTranslation();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const form = useForm<ProductFormValues>({
    mode: 'controlled',
    initialValues: product ? productFormValues(product) : NEW_PRODUCT_VALUES,
    validate: productFormValidator((field) => t(`admin.products.form.errors.${field}`), product),
  });
  const image = useProductImageUpload((objectPath) => {
    form.setFieldValue('imageUrl', objectPath);
    form.clearFieldError('imageUrl');
  });
  const saving = create.isPending || update.isPending;
  // A failed save leaves everything as typed: the focus goes to the button that tries again (the toast says why).
  const saveButton = useRef<HTMLButtonElement>(null);
  useRefocusOnRefusal(create.error ?? update.error, () => saveButton.current);

  const submit = form.onSubmit((values) => {
    if (!product) {
      create.mutate(toNewProduct(values), {
        onSuccess: () => {
          notifySuccess(t('admin.products.toasts.added'));
          onDone();
        },
        onError: (error) => notifyFailure(t('admin.products.toasts.addFailed'), error),
      });
      return;
    }
    const changes = toProductChanges(values, product);
    if (!changes) {
      onDone();
      return;
    }
    update.mutate(
      { id: product.id, changes },
      {
        onSuccess: () => {
          notifySuccess(t('admin.products.toasts.updated'));
          onDone();
        },
        onError: (error) => notifyFailure(t('admin.products.toasts.updateFailed'), error),
      },
    );
  }, focusFirstInvalid);

  const field = (name: ProductFormField) => ({
    label: t(`admin.products.form.${name}`),
    disabled: saving,
    ...form.getInputProps(name),
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput {...field('name')} required data-autofocus />
        <Textarea {...field('description')} required rows={4} resize="vertical" />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <UsdPriceInput {...field('price')} required {...PRICE_LIMITS} />
          <Select
            {...field('category')}
            required
            placeholder={t('admin.products.form.categoryPlaceholder')}
            data={categoryChoices(form.values.category).map((category) => ({
              value: category,
              label: t(`categories.${category}`, category),
            }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          {/* Typed as it is and refused with a message when it is no count: dropping a '.' or '-' turned 2.5 into 25. */}
          <NumberInput {...field('stock')} required min={0} max={PRODUCT_MAX_STOCK} step={1} clampBehavior="none" />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <TreatmentSelect {...form.getInputProps('treatmentCode')} disabled={saving} />
          <OriginSelect {...form.getInputProps('originCode')} disabled={saving} />
          <Checkbox
            {...form.getInputProps('certified', { type: 'checkbox' })}
            label={t('facts.certified')}
            disabled={saving}
            mt={{ xs: 30 }}
          />
        </SimpleGrid>
        <ProductImageField
          imageUrl={form.values.imageUrl}
          progress={image.progress}
          onFile={(file) => void image.upload(file)}
          error={typeof form.errors.imageUrl === 'string' ? form.errors.imageUrl : undefined}
          disabled={saving}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onDone} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button ref={saveButton} type="submit" loading={saving} disabled={image.uploading}>
            {t(product ? 'admin.products.form.save' : 'admin.products.form.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
