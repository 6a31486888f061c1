import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '#web/lib/api.ts';
import { adminSessionQueryKey } from './api/admin-session.ts';

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * When any call answers 401 while the dashboard is open, the session has expired or was ended
 * elsewhere: asking the server again turns the page back into the sign-in form.
 */
export function useReturnToLoginOnExpiry(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const recheck = () => void queryClient.invalidateQueries({ queryKey: adminSessionQueryKey });
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isUnauthorized(event.action.error)) recheck();
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isUnauthorized(event.action.error)) recheck();
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);
}
