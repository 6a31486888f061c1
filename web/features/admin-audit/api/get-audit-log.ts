import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, call } from '#web/lib/api.ts';

/** Under the 'admin' prefix, so signing out drops it. */
export const auditLogQueryKey = ['admin', 'audit'] as const;

const PAGE_SIZE = '50';

/** One page of the staff audit log, newest first; `cursor` is the page before's nextCursor. */
export const getAuditLogPage = (cursor: string | null) =>
  call(api.admin.audit.$get({ query: cursor ? { limit: PAGE_SIZE, cursor } : { limit: PAGE_SIZE } }));

export const auditLogQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: auditLogQueryKey,
    queryFn: ({ pageParam }) => getAuditLogPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const useAuditLog = () => useInfiniteQuery(auditLogQueryOptions());
