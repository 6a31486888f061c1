import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/dropzone/styles.css';
import { Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES } from '#schema/uploads-api.ts';
import { ACCEPTED_TYPES, type FileProgress } from '#web/features/admin-uploads/index.ts';
import { GALLERY_UPLOAD_MAX_FILES, useGalleryUpload } from './use-gallery-upload.ts';

type UploadDialogProps = { opened: boolean; onClose: () => void };

/** docs/product.md §2's upload dialog: up to 5 images of at most 50 MB; each is saved to the gallery once uploaded. */
export function UploadDialog({ opened, onClose }: UploadDialogProps) {
  const { t } = useTranslation();
  const { uploadAndSave, rejectFiles, progress, busy, cancel } = useGalleryUpload(onClose);
  const close = () => {
    cancel();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('adminGallery.upload.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Dropzone
          onDrop={(files) => void uploadAndSave(files)}
          onReject={rejectFiles}
          accept={ACCEPTED_TYPES}
          maxSize={UPLOAD_MAX_BYTES.gallery}
          maxFiles={GALLERY_UPLOAD_MAX_FILES}
          multiple
          loading={busy}
          disabled={busy}
          data-testid="gallery-dropzone"
        >
          <Group justify="center" gap="lg" mih={160} wrap="nowrap" style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={48} color="var(--mantine-color-amethyst-6)" aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={48} color="var(--mantine-color-red-6)" aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhoto size={48} color="var(--mantine-color-dimmed)" aria-hidden />
            </Dropzone.Idle>
            <Stack gap={4}>
              <Text size="lg" fw={600}>
                {t('adminGallery.upload.drop')}
              </Text>
              <Text size="sm" c="dimmed">
                {t('adminGallery.upload.note')}
              </Text>
              <Text size="sm" c="dimmed">
                {t('adminGallery.upload.limit', { count: GALLERY_UPLOAD_MAX_FILES })}
              </Text>
            </Stack>
          </Group>
        </Dropzone>
        {progress.length > 0 && <UploadProgressList rows={progress} />}
      </Stack>
    </Modal>
  );
}

function UploadProgressList({ rows }: { rows: FileProgress[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="upload-progress">
      {rows.map((row) => (
        <Stack key={row.key} gap={4}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" truncate="end">
              {row.name}
            </Text>
            <Text size="sm" c="dimmed">
              {row.percent}%
            </Text>
          </Group>
          <Progress value={row.percent} aria-label={t('adminGallery.upload.progress', { name: row.name })} animated={row.percent < 100} />
        </Stack>
      ))}
    </Stack>
  );
}
