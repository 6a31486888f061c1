import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { certificatesRootKey } from '#web/features/certificates/index.ts';
import { apiOf, call, type Api } from '#web/lib/api.ts';
import { refreshAfterWrite } from '#web/lib/refresh-after-write.ts';

export type NewCertificateRequest = InferRequestType<Api['certificates']['$post']>['json'];
export type CertificateChangesRequest = InferRequestType<Api['certificates'][':id']['$patch']>['json'];

const createCertificate = (api: Api, body: NewCertificateRequest) => call(api.certificates.$post({ json: body }));

const updateCertificate = (api: Api, { id, changes }: { id: number; changes: CertificateChangesRequest }) =>
  call(api.certificates[':id'].$patch({ param: { id: String(id) }, json: changes }));

const deleteCertificate = (api: Api, id: number) => call(api.certificates[':id'].$delete({ param: { id: String(id) } }));

/** Every write reloads every stone's reports: a converted gallery item shares its reports with its product. */
function useCertificateMutation<TVariables, TResult>(send: (api: Api, variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables, { client }) => send(apiOf(client), variables),
    onSettled: () => refreshAfterWrite(queryClient, certificatesRootKey),
  });
}

export const useCreateCertificate = () => useCertificateMutation(createCertificate);
export const useUpdateCertificate = () => useCertificateMutation(updateCertificate);
export const useDeleteCertificate = () => useCertificateMutation(deleteCertificate);
