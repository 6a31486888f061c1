import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InviteInput, StaffChange } from '#schema/staff-api.ts';
import { apiOf, call, type Api } from '#web/lib/api.ts';
import { refreshAfterWrite } from '#web/lib/refresh-after-write.ts';

/** Under the 'admin' prefix, so signing out drops it. */
export const staffListQueryKey = ['admin', 'staff'] as const;

export const staffListQueryOptions = () =>
  queryOptions({ queryKey: staffListQueryKey, queryFn: ({ client }) => call(apiOf(client).admin.staff.$get()) });

export const useStaffList = () => useQuery(staffListQueryOptions());

/**
 * Each change to the staff reloads the list: who is active, whose second factor is set up, which invites wait.
 * `onDone` runs before that reload, even when the reloaded list no longer shows the component that asked.
 */
function useStaffMutation<Input, Output>(send: (api: Api, input: Input) => Promise<Output>, onDone?: (input: Input) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input, { client }) => send(apiOf(client), input),
    onSuccess: (_output, input) => onDone?.(input),
    onSettled: () => refreshAfterWrite(queryClient, staffListQueryKey),
  });
}

export const useInvite = () => useStaffMutation((api, json: InviteInput) => call(api.admin.staff.invites.$post({ json })));

export const useWithdrawInvite = (onWithdrawn?: (id: number) => void) =>
  useStaffMutation((api, id: number) => call(api.admin.staff.invites[':id'].$delete({ param: { id: String(id) } })), onWithdrawn);

export const useChangeMember = () =>
  useStaffMutation((api, { id, change }: { id: number; change: StaffChange }) =>
    call(api.admin.staff[':id'].$patch({ param: { id: String(id) }, json: change })),
  );

export const useResetSecondFactor = () =>
  useStaffMutation((api, id: number) => call(api.admin.staff[':id']['second-factor'].$delete({ param: { id: String(id) } })));
