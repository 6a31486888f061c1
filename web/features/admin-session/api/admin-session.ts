import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSession, LoginInput } from '#schema/api.ts';
import { ApiError, apiRequest } from '#web/lib/api.ts';

/** Every admin query lives under this prefix, so signing out can drop them all. */
export const adminQueryKeyPrefix = ['admin'] as const;
export const adminSessionQueryKey = [...adminQueryKeyPrefix, 'session'] as const;

/** Who is signed in (the HttpOnly cookie travels with the request), or null when nobody is. */
export async function getAdminSession(): Promise<AdminSession | null> {
  try {
    return await apiRequest<AdminSession>('/api/admin/session');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const adminSessionQueryOptions = () => queryOptions({ queryKey: adminSessionQueryKey, queryFn: getAdminSession });

export const useAdminSession = () => useQuery(adminSessionQueryOptions());

export const login = (credentials: LoginInput) =>
  apiRequest<AdminSession>('/api/admin/login', { method: 'POST', body: credentials });

export const logout = () => apiRequest<void>('/api/admin/logout', { method: 'POST' });

/** Signs in; the answer becomes the session, so /admin opens on the dashboard without asking again. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => queryClient.setQueryData(adminSessionQueryKey, session),
  });
}

/** Signs out and forgets everything staff-only that was loaded. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.removeQueries({
        queryKey: adminQueryKeyPrefix,
        predicate: (query) => query.queryKey[1] !== adminSessionQueryKey[1],
      });
      queryClient.setQueryData(adminSessionQueryKey, null);
    },
  });
}

/** The text to show for a failed sign-in: 401 -> `invalid`, 429 -> the server's wait message. */
export function loginFailureText(error: unknown, texts: { invalid: string; failed: string }): string {
  if (!(error instanceof ApiError)) return texts.failed;
  if (error.status === 401) return texts.invalid;
  return error.serverMessage ?? texts.failed;
}
