import { SegmentedControl, useMatches } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '#web/components/segmented-control-styles.ts';

type StatusFilterProps<Status extends string> = {
  /** The statuses to choose from, each with its translated name. */
  statuses: readonly { value: Status; label: string }[];
  /** undefined: every status. */
  value: Status | undefined;
  onChange: (status: Status | undefined) => void;
  label: string;
};

const ALL = 'all';

/** Which of a staff list's statuses to show: "All" or one of them. */
export function StatusFilter<Status extends string>({ statuses, value, onChange, label }: StatusFilterProps<Status>) {
  const { t } = useTranslation();
  const data = [{ value: ALL, label: t('admin.filterAll') }, ...statuses];
  // Side by side the names of four statuses do not fit a phone in every language: there they stack.
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });
  return (
    <SegmentedControl
      aria-label={label}
      data={data}
      value={value ?? ALL}
      onChange={(next) => onChange(statuses.find((status) => status.value === next)?.value)}
      orientation={orientation}
      fullWidth
      style={{ maxWidth: 560 }}
    />
  );
}
