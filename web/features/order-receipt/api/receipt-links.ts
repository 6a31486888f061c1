import { queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import type { LanguageCode } from '#schema/catalog.ts';
import { sessionHeaders } from '#web/features/cart/index.ts';
import { apiOf, call, callOrAbsent } from '#web/lib/api.ts';
import { isNoSuchReceipt } from './get-receipt.ts';
import { askedNow } from './asked-at.ts';

/**
 * The receipt a private link opens (docs/product.md §6): rendered by the Worker, for anyone holding the link;
 * null for a link that does not open.
 */
export const sharedReceiptQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['shared-receipt', token],
    queryFn: ({ client }) =>
      askedNow(() =>
        callOrAbsent(apiOf(client).receipts[':token'].$get({ param: { token } }, { headers: sessionHeaders() }), isNoSuchReceipt),
      ),
  });

/** Whether "Email me this receipt" is offered: a mail provider is configured. */
export const receiptConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['receipt-config'],
    queryFn: ({ client }) => call(apiOf(client).receipts.config.$get()),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useReceiptConfig = () => useQuery(receiptConfigQueryOptions());

/**
 * /receipts/{token} before it renders: the receipt and the mail setting. An unknown or revoked link is not
 * found, and the browser learns it from the page the Worker sent without asking again.
 */
export async function loadSharedReceipt(queryClient: QueryClient, token: string): Promise<void> {
  const [receipt] = await Promise.all([
    queryClient.ensureQueryData(sharedReceiptQueryOptions(token)),
    queryClient.ensureQueryData(receiptConfigQueryOptions()),
  ]);
  if (!receipt) throw notFound();
}

/** A new private link to an order of this visitor's. */
export const useCreateReceiptLink = () =>
  useMutation({
    mutationFn: (orderId: string, { client }) => call(apiOf(client).receipts.$post({ json: { orderId } }, { headers: sessionHeaders() })),
  });

export type EmailReceiptRequest = { token: string; email: string; language: LanguageCode };

export const useEmailReceipt = () =>
  useMutation({
    mutationFn: ({ token, email, language }: EmailReceiptRequest, { client }) =>
      call(apiOf(client).receipts[':token'].email.$post({ param: { token }, json: { email, language } }, { headers: sessionHeaders() })),
  });
