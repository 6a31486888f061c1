import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationChoices } from '#schema/notifications-api.ts';
import { apiOf, call } from '#web/lib/api.ts';

const notificationsQueryKey = ['admin', 'account', 'notifications'] as const;

/** The signed-in person's notification choices, and whether the shop sends mail at all. */
export const useNotificationSettings = () =>
  useQuery({
    queryKey: notificationsQueryKey,
    queryFn: ({ client }) => call(apiOf(client).admin.account.notifications.$get()),
  });

/** Saves them; the answer replaces what was read. */
export function useSaveNotificationChoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: NotificationChoices, { client }) => call(apiOf(client).admin.account.notifications.$put({ json })),
    onSuccess: (settings) => queryClient.setQueryData(notificationsQueryKey, settings),
  });
}
