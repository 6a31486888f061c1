import '@mantine/dropzone/styles.css';
import { Alert, Box, Group, List, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_IMAGE_TYPES } from '#schema/uploads-api.ts';
import { HIDDEN_FILE_INPUT } from '#web/components/dropzone-input.ts';
import { GemImage, GreyPlaceholder } from '#web/components/GemImage.tsx';
import { PRODUCT_IMAGE_MAX_BYTES, type ImageUploadProgress } from './use-product-image-upload.ts';
import { isolate } from '#schema/bidi.ts';

const ACCEPTED_TYPES = Object.keys(UPLOAD_IMAGE_TYPES);
const ERROR_ID = 'product-image-error';

type ProductImageFieldProps = {
  /** The saved or just-uploaded image, '' when there is none yet. */
  imageUrl: string;
  progress: ImageUploadProgress | null;
  onFile: (file: File) => void;
  /** The form's error for the image ('Please upload an image for the product'). */
  error?: string;
  disabled: boolean;
};

/** The product image: a one-file image dropzone, the upload's progress, why a file was refused, a preview. */
export function ProductImageField({ imageUrl, progress, onFile, error, disabled }: ProductImageFieldProps) {
  const { t } = useTranslation();
  const [rejections, setRejections] = useState<string[]>([]);

  const onDrop = (files: File[]) => {
    setRejections([]);
    const [file] = files;
    if (file) onFile(file);
  };
  const onReject = (refused: FileRejection[]) =>
    setRejections(refused.map(({ file, errors }) => t(rejectionKey(errors[0]?.code), { name: file.name })));

  return (
    <Stack gap={6}>
      <Text component="span" size="sm" fw={500}>
        {t('admin.products.form.image')}{' '}
        {!imageUrl && (
          <Text component="span" c="red" aria-hidden>
            *
          </Text>
        )}
      </Text>
      <Group align="stretch" gap="sm" wrap="nowrap">
        {imageUrl && (
          <Box w={96} style={{ flexShrink: 0 }} data-testid="product-image-preview">
            <GemImage
              src={imageUrl}
              alt={t('admin.products.form.imagePreview')}
              width={96}
              height={96}
              sizes="96px"
              eager
              fallback={<GreyPlaceholder label={t('catalog.imagePlaceholder')} />}
            />
          </Box>
        )}
        <Dropzone
          onDrop={onDrop}
          onReject={onReject}
          accept={ACCEPTED_TYPES}
          maxSize={PRODUCT_IMAGE_MAX_BYTES}
          maxFiles={1}
          multiple={false}
          disabled={disabled || progress !== null}
          style={{ flex: 1 }}
          // react-dropzone makes the root focusable and opens the file picker on Enter or Space. Its name is the text it
          // shows; its file input is out of the accessibility tree, as a control inside a button may not be.
          role="button"
          inputProps={HIDDEN_FILE_INPUT}
          aria-describedby={error ? ERROR_ID : undefined}
          aria-invalid={Boolean(error) || undefined}
          aria-disabled={disabled || progress !== null || undefined}
        >
          <Group justify="center" gap="sm" mih={72} style={{ pointerEvents: 'none' }} wrap="nowrap">
            <Dropzone.Accept>
              <IconUpload size={32} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={32} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhoto size={32} aria-hidden color="var(--mantine-color-dimmed)" />
            </Dropzone.Idle>
            <Stack gap={2}>
              <Text size="sm">{t(imageUrl ? 'admin.products.form.imageReplace' : 'admin.products.form.imageDrop')}</Text>
              <Text size="xs" c="dimmed">
                {t('admin.products.form.imageHint')}
              </Text>
            </Stack>
          </Group>
        </Dropzone>
      </Group>
      {progress && (
        <Stack gap={2} data-testid="product-image-progress">
          <Text size="xs" c="dimmed">
            {t('admin.products.image.progress', { name: isolate(progress.fileName), percent: progress.percent })}
          </Text>
          <Progress
            value={progress.percent}
            size="sm"
            animated
            aria-label={t('admin.products.image.progressLabel', { name: progress.fileName })}
          />
        </Stack>
      )}
      {rejections.length > 0 && (
        <Alert color="red" role="alert" p="xs">
          <List size="sm">
            {rejections.map((text) => (
              <List.Item key={text}>{text}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {error && (
        <Text size="xs" c="red" id={ERROR_ID} role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** Why react-dropzone refused a file, as a locale key. */
function rejectionKey(code: string | undefined): string {
  if (code === 'file-too-large') return 'admin.products.image.tooLarge';
  if (code === 'file-invalid-type') return 'admin.products.image.notAnImage';
  if (code === 'too-many-files') return 'admin.products.image.tooMany';
  return 'admin.products.image.refused';
}
