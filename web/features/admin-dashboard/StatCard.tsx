import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** One headline figure of the dashboard: its name, the figure, and a line under it. */
export function StatCard({
  icon: StatIcon,
  color,
  label,
  value,
  note,
  testId,
}: {
  icon: Icon;
  color: string;
  label: string;
  value: string;
  note?: ReactNode;
  testId: string;
}) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color={color} size="lg" radius="md" aria-hidden>
          <StatIcon size={20} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {label}
          </Text>
          <Text fw={800} size="xl" lh={1.2}>
            {value}
          </Text>
          {note && (
            <Text size="xs" c="dimmed">
              {note}
            </Text>
          )}
        </div>
      </Group>
    </Paper>
  );
}
