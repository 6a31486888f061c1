import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InviteInput, StaffChange } from '#schema/staff-api.ts';
import { api, call } from '#web/lib/api.ts';

/** Under the 'admin' prefix, so signing out drops it. */
export const staffListQueryKey = ['admin', 'staff'] as const;

export const staffListQueryOptions = () => queryOptions({ queryKey: staffListQueryKey, queryFn: () => call(api.admin.staff.$get()) });

export const useStaffList = () => useQuery(staffListQueryOptions());

/** Each change to the staff reloads the list: who is active, whose second factor is set up, which invites wait. */
function useStaffMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: staffListQueryKey }) });
}

export const useInvite = () => useStaffMutation((json: InviteInput) => call(api.admin.staff.invites.$post({ json })));

export const useWithdrawInvite = () =>
  useStaffMutation((id: number) => call(api.admin.staff.invites[':id'].$delete({ param: { id: String(id) } })));

export const useChangeMember = () =>
  useStaffMutation(({ id, change }: { id: number; change: StaffChange }) =>
    call(api.admin.staff[':id'].$patch({ param: { id: String(id) }, json: change })),
  );

export const useResetSecondFactor = () =>
  useStaffMutation((id: number) => call(api.admin.staff[':id']['second-factor'].$delete({ param: { id: String(id) } })));
