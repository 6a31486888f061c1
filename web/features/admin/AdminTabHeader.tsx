import { Group, Title } from '@mantine/core';
import { RefreshButton } from '#web/components/RefreshButton.tsx';

type Refetchable = Parameters<typeof RefreshButton>[0]['query'];

/** The head of a staff list: its title (which labels the tab's section) and Refresh. */
export function AdminTabHeader({ titleId, title, query }: { titleId: string; title: string; query: Refetchable }) {
  return (
    <Group justify="space-between" gap="sm">
      <Title order={2} size="h3" id={titleId}>
        {title}
      </Title>
      <RefreshButton query={query} />
    </Group>
  );
}
