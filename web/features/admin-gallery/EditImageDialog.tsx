import { Anchor, Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '#schema/gallery-api.ts';
import { CertificatesEditor } from '#web/features/admin-certificates/index.ts';
import { notifyFailure, notifySuccess } from '#web/lib/notify.ts';
import { useUpdateGalleryImage } from './api/gallery-mutations.ts';
import { EditImageFields } from './EditImageFields.tsx';
import { editImageValidator, editImageValues, tabOfField, toImageChanges, type EditImageValues, type EditTab } from './edit-image-form.ts';
import { flushSync } from 'react-dom';
import { focusFirstInvalid } from '#web/lib/form-validation.ts';

type EditImageDialogProps = { image: GalleryImage | null; onClose: () => void };

/** docs/product.md §2's 'Gallery image edit' dialog; docs/product.md §5: name required, an empty price is sent as null. */
export function EditImageDialog({ image, onClose }: EditImageDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={image !== null}
      onClose={onClose}
      title={t('adminGallery.edit.title')}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* A new form for each image: each opening starts from the chosen image, on the first tab. */}
      {image && (
        <Stack gap="lg">
          <EditImageForm key={image.id} image={image} onClose={onClose} />
          <CertificatesEditor stone={{ galleryImageId: image.id }} />
        </Stack>
      )}
    </Modal>
  );
}

function EditImageForm({ image, onClose }: { image: GalleryImage; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateGalleryImage();
  const [tab, setTab] = useState<EditTab>('basic');
  const form = useForm<EditImageValues>({
    mode: 'uncontrolled',
    initialValues: editImageValues(image),
    validate: editImageValidator((field) =>
      t(field === 'name' || field === 'price' ? `adminGallery.edit.errors.${field}` : 'adminGallery.edit.errors.tooLong'),
    ),
  });

  const submit = form.onSubmit(
    (values) =>
      update.mutate(
        { id: image.id, changes: toImageChanges(values) },
        {
          onSuccess: () => {
            notifySuccess(t('adminGallery.edit.done'));
            onClose();
          },
          onError: (error) => notifyFailure(t('adminGallery.edit.failed'), error),
        },
      ),
    (errors, values, event) => {
      const first = Object.keys(errors)[0];
      if (!first) return;
      // The field's tab is drawn before it takes the focus: a field in a hidden panel cannot.
      flushSync(() => setTab(tabOfField(first)));
      focusFirstInvalid(errors, values, event);
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <EditImageFields form={form} tab={tab} onTabChange={setTab} disabled={update.isPending} />
        <Group justify="space-between">
          {/* Pages show resized variants; staff can always reach the uploaded file itself. */}
          <Anchor href={image.imageUrl} target="_blank" rel="noopener" size="sm">
            {t('adminGallery.edit.original')}
          </Anchor>
          <Group gap="sm" ms="auto">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('adminGallery.edit.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
