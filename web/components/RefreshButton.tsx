import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Refetchable = { refetch: () => Promise<unknown>; isRefetching: boolean };

/** Loads a list again on demand (staff lists never refetch by themselves, docs/product.md §7). */
export function RefreshButton({ query }: { query: Refetchable }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="default"
      leftSection={<IconRefresh size={16} aria-hidden />}
      onClick={() => void query.refetch()}
      loading={query.isRefetching}
    >
      {t('admin.refresh')}
    </Button>
  );
}
