import { AwsClient } from 'aws4fetch';
import { UPLOAD_URL_TTL_SECONDS } from '#schema/uploads-api.ts';
import type { Bindings } from '#worker/env.ts';

/** R2's S3 API credentials (Worker secrets); all four or none. */
type R2Credentials = { accountId: string; accessKeyId: string; secretAccessKey: string; bucketName: string };

/** The credentials when every R2_* secret is set, else null (uploads then go through the Worker). */
export function r2Credentials(env: Partial<Bindings>): R2Credentials | null {
  const { R2_ACCOUNT_ID, R2_ACCESS_KEY_ID, R2_SECRET_ACCESS_KEY, R2_BUCKET_NAME } = env;
  if (!R2_ACCOUNT_ID || !R2_ACCESS_KEY_ID || !R2_SECRET_ACCESS_KEY || !R2_BUCKET_NAME) return null;
  return { accountId: R2_ACCOUNT_ID, accessKeyId: R2_ACCESS_KEY_ID, secretAccessKey: R2_SECRET_ACCESS_KEY, bucketName: R2_BUCKET_NAME };
}

/**
 * A SigV4 query-signed PUT straight into the bucket, valid UPLOAD_URL_TTL_SECONDS. Signing is local: no
 * network. R2 cannot cap the size or type of a presigned PUT; the bucket's CORS rules must allow the PUT.
 */
export async function presignR2Put(credentials: R2Credentials, key: string, now = new Date()): Promise<string> {
  const client = new AwsClient({
    accessKeyId: credentials.accessKeyId,
    secretAccessKey: credentials.secretAccessKey,
    service: 's3',
    region: 'auto',
  });
  const url = `https://${credentials.accountId}.r2.cloudflarestorage.com/${credentials.bucketName}/${key}?X-Amz-Expires=${UPLOAD_URL_TTL_SECONDS}`;
  // SigV4's basic ISO time, e.g. 20260420T101500Z.
  const datetime = now.toISOString().replace(/[:-]|\.\d{3}/g, '');
  const signed = await client.sign(new Request(url, { method: 'PUT' }), { aws: { signQuery: true, datetime } });
  return signed.url;
}
