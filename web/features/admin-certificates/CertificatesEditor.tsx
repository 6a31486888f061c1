import { ActionIcon, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CERTIFICATES_PER_STONE_MAX, type Certificate } from '#schema/certificates-api.ts';
import { UPLOAD_MAX_BYTES } from '#schema/uploads-api.ts';
import { uploadImages } from '#web/features/admin-uploads/index.ts';
import { certificatesQueryOptions, labName, type StoneRef } from '#web/features/certificates/index.ts';
import { useApi } from '#web/lib/api.ts';
import { notifyError, notifyFailure, notifySuccess } from '#web/lib/notify.ts';
import { useCreateCertificate, useDeleteCertificate, useUpdateCertificate } from './api/certificate-mutations.ts';
import { certificateValues, emptyCertificate, type CertificateValues } from './certificate-form.ts';
import { CertificateForm } from './CertificateForm.tsx';

/** The scan's address once uploaded (null: no new file chosen); undefined when the upload failed (already said). */
function useScanUpload() {
  const api = useApi();
  const { t } = useTranslation();
  return async (file: File | null): Promise<string | null | undefined> => {
    if (!file) return null;
    try {
      const [uploaded] = await uploadImages([file], {
        api,
        purpose: 'certificate',
        maxFileSize: UPLOAD_MAX_BYTES.certificate,
        maxFiles: 1,
      });
      return uploaded?.objectPath;
    } catch {
      notifyError(t('admin.certificates.failed'), t('admin.certificates.scanFailed'));
      return undefined;
    }
  };
}

function CertificateRow({
  certificate,
  onEdit,
  onRemove,
  busy,
}: {
  certificate: Certificate;
  onEdit: () => void;
  onRemove: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const names = { lab: labName(certificate.lab, t), number: certificate.reportNumber };
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="certificate-row">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600} size="sm">
          {t('certificates.report', names)}
        </Text>
        <Text size="xs" c="dimmed">
          {certificate.issuedOn}
          {certificate.scanUrl && (
            <>
              {' · '}
              <Anchor href={certificate.scanUrl} size="xs" target="_blank" rel="noopener">
                {t('certificates.viewScan')}
              </Anchor>
            </>
          )}
        </Text>
      </Stack>
      <Group gap={4} wrap="nowrap">
        <ActionIcon variant="subtle" onClick={onEdit} aria-label={t('admin.certificates.edit', names)} disabled={busy}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={t('admin.certificates.remove', names)} disabled={busy}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}

/**
 * docs/product.md §2, "Lab reports", staff side: a stone's reports, each saved on its own (not with the rest of the
 * dialog), so a report and its scan are kept even when the dialog is then closed without saving.
 */
export function CertificatesEditor({ stone }: { stone: StoneRef }) {
  const { t } = useTranslation();
  const certificates = useQuery(certificatesQueryOptions(stone));
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [uploading, setUploading] = useState(false);
  const create = useCreateCertificate();
  const update = useUpdateCertificate();
  const remove = useDeleteCertificate();
  const uploadScan = useScanUpload();
  const busy = uploading || create.isPending || update.isPending || remove.isPending;
  const list = certificates.data ?? [];

  const done = {
    onSuccess: () => {
      notifySuccess(t('admin.certificates.saved'));
      setEditing(null);
    },
    onError: (error: unknown) => notifyFailure(t('admin.certificates.failed'), error),
  };

  const save = async (values: CertificateValues, id?: number) => {
    setUploading(true);
    const scanUrl = await uploadScan(values.scan).finally(() => setUploading(false));
    if (scanUrl === undefined) return;
    const fields = { lab: values.lab, reportNumber: values.reportNumber, issuedOn: values.issuedOn, ...(scanUrl ? { scanUrl } : {}) };
    if (id === undefined) create.mutate({ ...fields, ...stone }, done);
    else update.mutate({ id, changes: fields }, done);
  };

  const removeOne = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => notifySuccess(t('admin.certificates.removed')),
      onError: (error) => notifyFailure(t('admin.certificates.failed'), error),
    });

  return (
    <Paper withBorder radius="md" p="sm" data-testid="certificates-editor">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('admin.certificates.title')}
        </Title>
        {certificates.isPending && <Loader size="sm" />}
        {!certificates.isPending && list.length === 0 && editing === null && (
          <Text size="sm" c="dimmed">
            {t('admin.certificates.none')}
          </Text>
        )}
        {list.map((certificate) =>
          editing === certificate.id ? (
            <CertificateForm
              key={certificate.id}
              initial={certificateValues(certificate)}
              hasScan={certificate.scanUrl !== null}
              busy={busy}
              onSave={(values) => void save(values, certificate.id)}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <CertificateRow
              key={certificate.id}
              certificate={certificate}
              busy={busy}
              onEdit={() => setEditing(certificate.id)}
              onRemove={() => removeOne(certificate.id)}
            />
          ),
        )}
        {editing === 'new' ? (
          <CertificateForm
            initial={emptyCertificate()}
            hasScan={false}
            busy={busy}
            onSave={(values) => void save(values)}
            onCancel={() => setEditing(null)}
          />
        ) : (
          list.length < CERTIFICATES_PER_STONE_MAX && (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing('new')}
              disabled={busy}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('admin.certificates.add')}
            </Button>
          )
        )}
      </Stack>
    </Paper>
  );
}
