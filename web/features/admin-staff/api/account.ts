import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminSessionQueryKey } from '#web/features/admin/index.ts';
import { apiOf, call } from '#web/lib/api.ts';

/** A fresh secret each time the set-up opens; never cached, it is kept on the server only once a code of it is sent. */
export const useNewTotpSecret = (enabled: boolean) =>
  useQuery({
    queryKey: ['admin', 'account', 'new-totp-secret'],
    queryFn: ({ client }) => call(apiOf(client).admin.account['new-totp-secret'].$get()),
    enabled,
    gcTime: 0,
    staleTime: Infinity,
  });

/** Saves one's own second factor; the answer is the session, now with it. */
export function useSaveSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: { totpSecret: string; code: string }, { client }) =>
      call(apiOf(client).admin.account['second-factor'].$put({ json })),
    onSuccess: (session) => queryClient.setQueryData(adminSessionQueryKey, session),
  });
}
