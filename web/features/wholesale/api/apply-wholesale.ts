import { useMutation } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { sessionHeaders } from '#web/features/cart/index.ts';
import { apiOf, call, type Api } from '#web/lib/api.ts';

export type WholesaleApplicationRequest = InferRequestType<Api['wholesale']['apply']['$post']>['json'];

/** With the visitor session, so the limit on applications counts this visitor and not everyone behind its address. */
export const applyWholesale = (api: Api, application: WholesaleApplicationRequest) =>
  call(api.wholesale.apply.$post({ json: application }, { headers: sessionHeaders() }));

export const useApplyWholesale = () =>
  useMutation({
    mutationFn: (application: WholesaleApplicationRequest, { client }) => applyWholesale(apiOf(client), application),
  });
