import { Button, FileInput, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CERTIFICATE_LABS } from '#schema/certificate-labs.ts';
import { acceptedTypesFor } from '#web/features/admin-uploads/index.ts';
import { labName } from '#web/features/certificates/index.ts';
import { invalidField, type CertificateValues } from './certificate-form.ts';

type CertificateFormProps = {
  initial: CertificateValues;
  /** True when the report already has a scan: a file chosen here replaces it. */
  hasScan: boolean;
  busy: boolean;
  onSave: (values: CertificateValues) => void;
  onCancel: () => void;
};

/** One lab report's fields (docs/product.md §2, "Lab reports"): lab, number, date and an optional scan. */
export function CertificateForm({ initial, hasScan, busy, onSave, onCancel }: CertificateFormProps) {
  const { t } = useTranslation();
  const form = useForm<CertificateValues>({
    initialValues: initial,
    validate: (values) => {
      const field = invalidField(values);
      if (field === 'reportNumber') return { reportNumber: t('admin.certificates.numberInvalid') };
      return field === 'issuedOn' ? { issuedOn: t('admin.certificates.dateInvalid') } : {};
    },
  });
  const labs = CERTIFICATE_LABS.map((lab) => ({ value: lab, label: labName(lab, t) }));
  return (
    // Not a <form>: the editor sits inside the product and gallery forms, and forms may not nest.
    <Stack gap="sm" data-testid="certificate-form">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Select
          label={t('admin.certificates.lab')}
          data={labs}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('lab')}
          disabled={busy}
        />
        <TextInput label={t('admin.certificates.number')} required dir="ltr" {...form.getInputProps('reportNumber')} disabled={busy} />
        <TextInput label={t('admin.certificates.date')} type="date" required {...form.getInputProps('issuedOn')} disabled={busy} />
      </SimpleGrid>
      <FileInput
        label={t('admin.certificates.scan')}
        accept={acceptedTypesFor('certificate').join(',')}
        leftSection={<IconFileUpload size={16} aria-hidden />}
        placeholder={hasScan ? t('admin.certificates.scanAttached') : undefined}
        clearable
        {...form.getInputProps('scan')}
        disabled={busy}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => form.onSubmit(onSave)()} loading={busy}>
          {t('admin.certificates.save')}
        </Button>
      </Group>
    </Stack>
  );
}
