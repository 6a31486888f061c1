import { Button, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type CsvExportButtonProps = {
  /** Which export: GET /api/admin/exports/<file>. */
  file: 'orders.csv' | 'wholesale-applications.csv';
  /** The status the list shows (undefined: all), which the file keeps to. */
  status: string | undefined;
  /** What the file holds, under the period's fields. */
  note: string;
};

/** The address of the download: the period and the status as the export's query reads them (schema/exports-api.ts). */
export function exportHref(file: CsvExportButtonProps['file'], from: string, to: string, status: string | undefined): string {
  const query = new URLSearchParams({ from, to, ...(status ? { status } : {}) });
  return `/api/admin/exports/${file}?${query.toString()}`;
}

/**
 * "Export CSV": a period (the last 30 days unless changed) and a link that downloads the list's rows of that period, in
 * the status the list shows. The browser downloads it as an attachment; the page stays.
 */
export function CsvExportButton({ file, status, note }: CsvExportButtonProps) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(() => isoDay(Date.now() - 29 * DAY_MS));
  const [to, setTo] = useState(() => isoDay(Date.now()));
  const valid = from !== '' && to !== '' && from <= to;
  return (
    <Popover position="bottom-end" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
          {t('admin.export.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw={320}>
        <Stack gap="xs">
          <Text size="sm">{note}</Text>
          <Group gap="xs" grow wrap="nowrap">
            <TextInput
              type="date"
              label={t('admin.export.from')}
              value={from}
              max={to}
              onChange={(event) => setFrom(event.currentTarget.value)}
            />
            <TextInput
              type="date"
              label={t('admin.export.to')}
              value={to}
              min={from}
              onChange={(event) => setTo(event.currentTarget.value)}
            />
          </Group>
          {!valid && (
            <Text size="xs" c="red" role="alert">
              {t('admin.export.invalidPeriod')}
            </Text>
          )}
          <Button
            component="a"
            href={valid ? exportHref(file, from, to, status) : undefined}
            download
            data-disabled={!valid || undefined}
            aria-disabled={!valid}
            onClick={(event) => {
              if (!valid) event.preventDefault();
            }}
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t('admin.export.download')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
