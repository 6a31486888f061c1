import { Button, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '#web/lib/notify.ts';
import { useCsvExport, type CsvFile } from './api/csv-export.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type CsvExportButtonProps = CsvFile & {
  /** What the file holds, under the period's fields. */
  note: string;
};

/**
 * "Export CSV": a period (the last 30 days unless changed) and a button that downloads the list's rows of that period,
 * in the status the list shows, as a file; the page stays. A failure says so; an ended session goes to the sign-in.
 */
export function CsvExportButton({ note, ...which }: CsvExportButtonProps) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(() => isoDay(Date.now() - 29 * DAY_MS));
  const [to, setTo] = useState(() => isoDay(Date.now()));
  const download = useCsvExport();
  const valid = from !== '' && to !== '' && from <= to;
  const start = () =>
    download.mutate(
      { ...which, from, to },
      {
        onError: (error) => notifyFailure(t('admin.export.failed'), error, t('admin.export.failedHint')),
      },
    );
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
          <Button disabled={!valid} loading={download.isPending} onClick={start} leftSection={<IconDownload size={16} aria-hidden />}>
            {t('admin.export.download')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
