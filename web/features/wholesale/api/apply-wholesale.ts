import { useMutation } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { sessionHeaders } from '#web/features/cart/index.ts';
import { api, call } from '#web/lib/api.ts';

const apply = api.wholesale.apply.$post;

export type WholesaleApplicationRequest = InferRequestType<typeof apply>['json'];

/** With the visitor session, so the limit on applications counts this visitor and not everyone behind its address. */
export const applyWholesale = (application: WholesaleApplicationRequest) =>
  call(apply({ json: application }, { headers: sessionHeaders() }));

export const useApplyWholesale = () => useMutation({ mutationFn: applyWholesale });
