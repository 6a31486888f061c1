import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WholesaleStatus } from '#schema/catalog.ts';
import { apiOf, call, type Api } from '#web/lib/api.ts';
import { wholesaleApplicationsQueryKey } from './get-wholesale-applications.ts';
import { refreshAfterWrite } from '#web/lib/refresh-after-write.ts';

export const setApplicationStatus = (api: Api, { id, status }: { id: string; status: WholesaleStatus }) =>
  call(api.admin['wholesale-applications'][':id'].$patch({ param: { id }, json: { status } }));

/** Reloads every filtered list: the application may leave one status's list and join another's. */
export function useSetApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: string; status: WholesaleStatus }, { client }) => setApplicationStatus(apiOf(client), change),
    onSettled: () => refreshAfterWrite(queryClient, wholesaleApplicationsQueryKey),
  });
}
