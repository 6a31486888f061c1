import { useMutation } from '@tanstack/react-query';
import type { WholesaleApplicationInput } from '#schema/api.ts';
import { apiRequest } from '#web/lib/api.ts';

export const applyWholesale = (application: WholesaleApplicationInput) =>
  apiRequest<{ id: number }>('/api/wholesale/apply', { method: 'POST', body: application });

export const useApplyWholesale = () => useMutation({ mutationFn: applyWholesale });
