import { useMutation } from '@tanstack/react-query';
import type { WholesaleApplicationInput } from '../../../../schema/api';
import { apiRequest } from '../../../lib/api';

export const applyWholesale = (application: WholesaleApplicationInput) =>
  apiRequest<{ id: number }>('/api/wholesale/apply', { method: 'POST', body: application });

export const useApplyWholesale = () => useMutation({ mutationFn: applyWholesale });
