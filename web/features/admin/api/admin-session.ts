import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { apiOf, ApiError, call, type Api } from '#web/lib/api.ts';

/** Every admin query lives under this prefix, so signing out can drop them all. */
export const adminQueryKeyPrefix = ['admin'] as const;
export const adminSessionQueryKey = [...adminQueryKeyPrefix, 'session'] as const;

/** Who is signed in (the HttpOnly cookie travels with the request), or null when nobody is. */
export async function getAdminSession(api: Api) {
  try {
    return await call(api.admin.session.$get());
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export type AdminSession = NonNullable<Awaited<ReturnType<typeof getAdminSession>>>;

export const adminSessionQueryOptions = () =>
  queryOptions({ queryKey: adminSessionQueryKey, queryFn: ({ client }) => getAdminSession(apiOf(client)) });

export const useAdminSession = () => useQuery(adminSessionQueryOptions());

export type Credentials = InferRequestType<Api['admin']['login']['$post']>['json'];

export const login = (api: Api, credentials: Credentials) => call(api.admin.login.$post({ json: credentials }));

export const logout = (api: Api) => call(api.admin.logout.$post());

/** Signs in; the answer becomes the session, so /admin opens on the dashboard without asking again. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Credentials, { client }) => login(apiOf(client), credentials),
    onSuccess: (session) => queryClient.setQueryData(adminSessionQueryKey, session),
  });
}

/** Signs out and forgets everything staff-only that was loaded. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_: void, { client }) => logout(apiOf(client)),
    onSuccess: () => {
      queryClient.removeQueries({
        queryKey: adminQueryKeyPrefix,
        predicate: (query) => query.queryKey[1] !== adminSessionQueryKey[1],
      });
      queryClient.setQueryData(adminSessionQueryKey, null);
    },
  });
}
