import { Stack } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMoreButton } from '#web/components/LoadMoreButton.tsx';
import { EmptyText, QueryState } from '#web/components/QueryState.tsx';
import { AdminTabHeader } from './AdminTabHeader.tsx';
import { StatusFilter } from './StatusFilter.tsx';

type StatusFilteredListProps<Status extends string, Item> = {
  /** The list's texts in the locale files: its title, filter label, loading and empty texts. */
  texts: 'admin.orders' | 'admin.wholesale';
  /** The statuses to filter by, each with its translated name. */
  statuses: readonly { value: Status; label: string }[];
  /** undefined: every status. */
  status: Status | undefined;
  onFilter: (status: Status | undefined) => void;
  query: UseInfiniteQueryResult<InfiniteData<{ items: Item[] }>>;
  /** More buttons beside Refresh in the list's head. */
  actions?: ReactNode;
  /** One item of the list, keyed. */
  children: (item: Item) => ReactNode;
};

/** A staff list that came in from shoppers (docs/design.md §8): newest first, a page at a time, all or of one status. */
export function StatusFilteredList<Status extends string, Item>({
  texts,
  statuses,
  status,
  onFilter,
  query,
  actions,
  children,
}: StatusFilteredListProps<Status, Item>) {
  const { t } = useTranslation();
  const titleId = `${texts.replace('.', '-')}-title`;
  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <AdminTabHeader titleId={titleId} title={t(`${texts}.title`)} query={query} actions={actions} />
      <StatusFilter statuses={statuses} value={status} onChange={onFilter} label={t(`${texts}.filterLabel`)} />
      <QueryState query={query} loadingText={t(`${texts}.loading`)} errorTitle={t(`${texts}.loadFailed`)}>
        {(data) => {
          const list = data.pages.flatMap((page) => page.items);
          if (list.length === 0) return <EmptyText>{t(status ? `${texts}.emptyFiltered` : `${texts}.empty`)}</EmptyText>;
          return (
            <Stack gap="sm">
              <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={titleId}>
                {list.map(children)}
              </Stack>
              <LoadMoreButton query={query} />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
