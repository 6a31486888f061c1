import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '#schema/gallery-api.ts';
import { notifyFailure, notifySuccess } from '#web/lib/notify.ts';
import { useUpdateGalleryImage } from './api/gallery-mutations.ts';
import { EditImageFields } from './EditImageFields.tsx';
import { editImageValidator, editImageValues, tabOfField, toImageChanges, type EditImageValues, type EditTab } from './edit-image-form.ts';

type EditImageDialogProps = { image: GalleryImage | null; onClose: () => void };

const EMPTY: EditImageValues = {
  name: '',
  description: '',
  price: '',
  category: 'gemstone',
  stock: true,
  featured: false,
  tags: '',
  weight: '',
  dimensions: '',
  origin: '',
  hardness: '',
  treatment: '',
  certification: '',
  metaphysicalProperties: '',
};

/** docs/product.md §2's 'Gallery image edit' dialog; docs/product.md §5: name required, an empty price is sent as null. */
export function EditImageDialog({ image, onClose }: EditImageDialogProps) {
  const { t } = useTranslation();
  const update = useUpdateGalleryImage();
  const [tab, setTab] = useState<EditTab>('basic');
  const phone = useMediaQuery('(max-width: 36em)');
  const form = useForm<EditImageValues>({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate: editImageValidator((field) => t(field === 'name' || field === 'price' ? `adminGallery.edit.errors.${field}` : 'adminGallery.edit.errors.tooLong')),
  });

  // Each opening starts from the chosen image, on the first tab.
  useEffect(() => {
    if (!image) return;
    form.setValues(editImageValues(image));
    form.resetDirty();
    form.clearErrors();
    setTab('basic');
    // `form` is stable: reload only when another image is chosen.
  }, [image]);

  const submit = form.onSubmit(
    (values) => {
      if (!image) return;
      update.mutate(
        { id: image.id, changes: toImageChanges(values) },
        {
          onSuccess: () => {
            notifySuccess(t('adminGallery.edit.done'));
            onClose();
          },
          onError: (error) => notifyFailure(t('adminGallery.edit.failed'), error),
        },
      );
    },
    (errors) => {
      const first = Object.keys(errors)[0];
      if (first) setTab(tabOfField(first));
    },
  );

  return (
    <Modal
      opened={image !== null}
      onClose={onClose}
      title={t('adminGallery.edit.title')}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <EditImageFields form={form} tab={tab} onTabChange={setTab} disabled={update.isPending} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('adminGallery.edit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
