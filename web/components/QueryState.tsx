import { Alert, Center, Group, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { failureText } from '#web/lib/notify.ts';

type QueryStateProps<T> = {
  query: UseQueryResult<T>;
  loadingText: string;
  /** The alert's title; under it, what the server's error code means, when it gave one. */
  errorTitle: string;
  /** Shown instead of `children` when the data is an empty list. */
  emptyText?: string;
  children: (data: T) => ReactNode;
};

/** A query's loading, error and empty states, and its data once it is there. */
export function QueryState<T>({ query, loadingText, errorTitle, emptyText, children }: QueryStateProps<T>) {
  if (query.isPending) {
    return (
      <Center py="xl">
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text role="status">{loadingText}</Text>
        </Group>
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" role="alert" title={errorTitle}>
        {failureText(query.error, '')}
      </Alert>
    );
  }
  if (emptyText !== undefined && Array.isArray(query.data) && query.data.length === 0) return <EmptyText>{emptyText}</EmptyText>;
  return children(query.data);
}

/** The dimmed line a list shows when it has nothing in it. */
export function EmptyText({ children, 'data-testid': testId }: { children: ReactNode; 'data-testid'?: string }) {
  return (
    <Text ta="center" c="dimmed" py="xl" data-testid={testId}>
      {children}
    </Text>
  );
}
