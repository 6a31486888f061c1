import { AwsClient } from 'aws4fetch';
import { UPLOAD_URL_TTL_SECONDS } from '#schema/uploads-api.ts';
import type { Bindings } from '#worker/env.ts';
import { objectKeyFromPath } from '#worker/services/objects/object-keys.ts';

/** R2's S3 API credentials (Worker secrets); all four or none. */
type R2Credentials = { accountId: string; accessKeyId: string; secretAccessKey: string; bucketName: string };

/** The credentials when every R2_* secret is set, else null (uploads then go through the Worker). */
export function r2Credentials(env: Partial<Bindings>): R2Credentials | null {
  const { R2_ACCOUNT_ID, R2_ACCESS_KEY_ID, R2_SECRET_ACCESS_KEY, R2_BUCKET_NAME } = env;
  if (!R2_ACCOUNT_ID || !R2_ACCESS_KEY_ID || !R2_SECRET_ACCESS_KEY || !R2_BUCKET_NAME) return null;
  return { accountId: R2_ACCOUNT_ID, accessKeyId: R2_ACCESS_KEY_ID, secretAccessKey: R2_SECRET_ACCESS_KEY, bucketName: R2_BUCKET_NAME };
}

const r2Origin = ({ accountId }: R2Credentials) => `https://${accountId}.r2.cloudflarestorage.com`;
const bucketUrl = (credentials: R2Credentials) => `${r2Origin(credentials)}/${credentials.bucketName}/`;

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
  const url = `${bucketUrl(credentials)}${key}?X-Amz-Expires=${UPLOAD_URL_TTL_SECONDS}`;
  // SigV4's basic ISO time, e.g. 20260420T101500Z.
  const datetime = now.toISOString().replace(/[:-]|\.\d{3}/g, '');
  const signed = await client.sign(new Request(url, { method: 'PUT' }), { aws: { signQuery: true, datetime } });
  return signed.url;
}

/** SigV4's basic ISO time (20260420T101500Z) as a Date; null when malformed. */
function parseAmzDate(text: string | null): Date | null {
  const parts = text && /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  if (!parts) return null;
  const date = new Date(`${parts[1]}-${parts[2]}-${parts[3]}T${parts[4]}:${parts[5]}:${parts[6]}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The bucket key of a presigned PUT that presignR2Put made for these credentials (whether or not it has
 * expired), else null: signing the same key at the same time again must give exactly the same address.
 */
export async function presignedR2Key(credentials: R2Credentials, url: URL): Promise<string | null> {
  const key = objectKeyFromPath(url.pathname, `/${credentials.bucketName}/`);
  const signedAt = parseAmzDate(url.searchParams.get('X-Amz-Date'));
  if (url.origin !== r2Origin(credentials) || !key || !signedAt) return null;
  return (await presignR2Put(credentials, key, signedAt)) === url.href ? key : null;
}
