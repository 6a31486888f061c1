import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { RefreshButton } from '#web/components/RefreshButton.tsx';

type Refetchable = Parameters<typeof RefreshButton>[0]['query'];

/** The head of a staff list: its title (which labels the tab's section), the list's own `actions` and Refresh. */
export function AdminTabHeader({
  titleId,
  title,
  query,
  actions,
}: {
  titleId: string;
  title: string;
  query: Refetchable;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" gap="sm">
      <Title order={2} size="h3" id={titleId}>
        {title}
      </Title>
      <Group gap="xs">
        {actions}
        <RefreshButton query={query} />
      </Group>
    </Group>
  );
}
