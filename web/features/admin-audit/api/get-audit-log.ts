import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { call, type Api } from '#web/lib/api.ts';
import { LOG_PAGE_SIZE, newestFirstLogOptions } from './newest-first-log.ts';

/** Under the 'admin' prefix, so signing out drops it. */
export const auditLogQueryKey = ['admin', 'audit'] as const;

/** One page of the staff audit log, newest first; `cursor` is the page before's nextCursor. */
export const getAuditLogPage = (api: Api, cursor: string | null) =>
  call(api.admin.audit.$get({ query: cursor ? { limit: LOG_PAGE_SIZE, cursor } : { limit: LOG_PAGE_SIZE } }));

export const auditLogQueryOptions = () => newestFirstLogOptions(auditLogQueryKey, getAuditLogPage);

export const useAuditLog = () => useInfiniteQuery(auditLogQueryOptions());

/** The route's loader: the newest page of the log. Prefetched, never thrown: a failure shows in the tab, which asks again. */
export const loadAuditLog = (queryClient: QueryClient) => queryClient.prefetchInfiniteQuery(auditLogQueryOptions());
