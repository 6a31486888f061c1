import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GalleryStats } from '#schema/gallery-api.ts';
import { apiRequest } from '#web/lib/api.ts';
import { adminGalleryKeys } from './gallery-query-keys.ts';

/** GET /api/uploaded-images/stats over the whole gallery (the tab's stats ignore its filters). */
export const getAdminGalleryStats = (): Promise<GalleryStats> => apiRequest<GalleryStats>('/api/uploaded-images/stats');

export const adminGalleryStatsQueryOptions = () =>
  queryOptions({ queryKey: adminGalleryKeys.stats(), queryFn: getAdminGalleryStats });

export const useAdminGalleryStats = () => useQuery(adminGalleryStatsQueryOptions());
