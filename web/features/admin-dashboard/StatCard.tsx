import { Paper, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './StatCard.module.css';
import { useFittedFigure } from './use-fitted-figure.ts';

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
  const { room, figure, scale } = useFittedFigure(value);
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
          <Text
            ref={room}
            fw={800}
            size="xl"
            lh={1.2}
            className={classes.value}
            style={scale < 1 ? { fontSize: `calc(var(--mantine-font-size-xl) * ${scale})` } : undefined}
          >
            <span ref={figure}>{value}</span>
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
