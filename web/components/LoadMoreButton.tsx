import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Pageable = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };

/** "Load more" under a paged list, while the server says there is more. */
export function LoadMoreButton({ query }: { query: Pageable }) {
  const { t } = useTranslation();
  if (!query.hasNextPage) return null;
  return (
    <Group justify="center">
      <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
        {t('admin.loadMore')}
      </Button>
    </Group>
  );
}
