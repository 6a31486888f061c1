import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiOf, type Api } from '#web/lib/api.ts';

type LogPage = { nextCursor: string | null };

export const LOG_PAGE_SIZE = '50';

/** A staff log read newest first, a page at a time; `fetchPage(api, cursor)` reads the page after the cursor. */
export const newestFirstLogOptions = <Page extends LogPage>(
  queryKey: readonly string[],
  fetchPage: (api: Api, cursor: string | null) => Promise<Page>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ client, pageParam }) => fetchPage(apiOf(client), pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
