import { infiniteQueryOptions } from '@tanstack/react-query';

type LogPage = { nextCursor: string | null };

export const LOG_PAGE_SIZE = '50';

/** A staff log read newest first, a page at a time; `fetchPage(cursor)` reads the page after the cursor. */
export const newestFirstLogOptions = <Page extends LogPage>(
  queryKey: readonly string[],
  fetchPage: (cursor: string | null) => Promise<Page>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
