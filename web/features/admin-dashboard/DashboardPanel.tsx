import { Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A titled box of the dashboard, a section named by its title. */
export function DashboardPanel({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId} data-testid={testId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
