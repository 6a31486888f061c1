import { Paper, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './StatCard.module.css';

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
      <div className={classes.body}>
        <ThemeIcon variant="light" color={color} size="lg" radius="md" aria-hidden>
          <StatIcon size={20} />
        </ThemeIcon>
        <div className={classes.figure}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {label}
          </Text>
          <Text fw={800} size="xl" lh={1.2} className={classes.value}>
            {value}
          </Text>
          {note && (
            <Text size="xs" c="dimmed">
              {note}
            </Text>
          )}
        </div>
      </div>
    </Paper>
  );
}
