import { useMutation } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, call } from '#web/lib/api.ts';

const apply = api.wholesale.apply.$post;

export type WholesaleApplicationRequest = InferRequestType<typeof apply>['json'];

export const applyWholesale = (application: WholesaleApplicationRequest) => call(apply({ json: application }));

export const useApplyWholesale = () => useMutation({ mutationFn: applyWholesale });
