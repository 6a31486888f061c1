import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/dropzone/styles.css';
import { Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES } from '#schema/uploads-api.ts';
import { HIDDEN_FILE_INPUT } from '#web/components/dropzone-input.ts';
import { ACCEPTED_TYPES, type FileProgress } from '#web/features/admin-uploads/index.ts';
import { type FileOutcome, GALLERY_UPLOAD_MAX_FILES, useGalleryUpload } from './use-gallery-upload.ts';

type UploadDialogProps = { opened: boolean; onClose: () => void };

/** docs/product.md §2's upload dialog: up to 5 images of at most 50 MB; each is saved to the gallery once uploaded. */
export function UploadDialog({ opened, onClose }: UploadDialogProps) {
  const { t } = useTranslation();
  const { uploadAndSave, rejectFiles, progress, outcomes, busy, cancel } = useGalleryUpload(onClose);
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
          // As the product's image field: a button named by the text it shows.
          role="button"
          inputProps={HIDDEN_FILE_INPUT}
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
        {progress.length > 0 && <UploadProgressList rows={progress} outcomes={outcomes} />}
      </Stack>
    </Modal>
  );
}

const OUTCOME_COLORS: Record<FileOutcome, string> = { saved: 'green', refused: 'red', failed: 'orange' };

/** Each file's bar, and once the upload is over what became of it, under a line saying how many were saved. */
function UploadProgressList({ rows, outcomes }: { rows: FileProgress[]; outcomes: ReadonlyMap<string, FileOutcome> }) {
  const { t } = useTranslation();
  const done = outcomes.size > 0;
  const saved = rows.filter((row) => outcomes.get(row.name) === 'saved').length;
  return (
    <Stack gap="xs" data-testid="upload-progress">
      {done && (
        <Text size="sm" fw={600} role="status" data-testid="upload-saved-count">
          {t('adminGallery.upload.savedOf', { saved, total: rows.length })}
        </Text>
      )}
      {rows.map((row) => {
        const outcome = outcomes.get(row.name);
        return (
          <Stack key={row.key} gap={4} data-outcome={outcome}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" truncate="end">
                {row.name}
              </Text>
              <Text
                size="sm"
                c={outcome ? OUTCOME_COLORS[outcome] : 'dimmed'}
                fw={outcome ? 600 : undefined}
                style={{ whiteSpace: 'nowrap' }}
              >
                {outcome ? t(`adminGallery.upload.outcome.${outcome}`) : `${row.percent}%`}
              </Text>
            </Group>
            <Progress
              value={row.percent}
              color={outcome ? OUTCOME_COLORS[outcome] : undefined}
              aria-label={t('adminGallery.upload.progress', { name: row.name })}
              animated={!outcome && row.percent < 100}
            />
          </Stack>
        );
      })}
    </Stack>
  );
}
