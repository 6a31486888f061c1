import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiOf, call, type Api } from '#web/lib/api.ts';
import { adminGalleryKeys } from './gallery-query-keys.ts';

/** GET /api/uploaded-images/stats over the whole gallery (the tab's stats ignore its filters). */
export const getAdminGalleryStats = (api: Api) => call(api['uploaded-images'].stats.$get({ query: {} }));

export const adminGalleryStatsQueryOptions = () =>
  queryOptions({ queryKey: adminGalleryKeys.stats(), queryFn: ({ client }) => getAdminGalleryStats(apiOf(client)) });

export const useAdminGalleryStats = () => useQuery(adminGalleryStatsQueryOptions());
