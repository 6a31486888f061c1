import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AcceptInviteInput } from '#schema/staff-api.ts';
import { apiOf, call } from '#web/lib/api.ts';

/** Who an invite link is for (and a fresh secret for their app); not under 'admin': nobody is signed in yet. */
export const inviteQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['staff-invite', token],
    queryFn: ({ client }) => call(apiOf(client)['staff-invites'][':token'].$get({ param: { token } })),
    retry: false,
    staleTime: Infinity,
  });

export const useInvite = (token: string) => useQuery(inviteQueryOptions(token));

export const useAcceptInvite = (token: string) =>
  useMutation({
    mutationFn: (json: AcceptInviteInput, { client }) => call(apiOf(client)['staff-invites'][':token'].$post({ param: { token }, json })),
  });
