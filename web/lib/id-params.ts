import { notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { IdParamSchema } from '#schema/ids.ts';

/**
 * The `params` of a page whose address ends in a row's id (`/products/$id`): the router reads the id once,
 * by the API's own rule, and hands loaders, heads and components its number. An address that cannot name
 * a row (`/products/abc`, `/products/007`) is Page Not Found before anything loads.
 */
export const idParams = {
  parse: (params: { id: string }): { id: number } => {
    const parsed = v.safeParse(IdParamSchema, params);
    if (!parsed.success) throw notFound();
    return parsed.output;
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
};
