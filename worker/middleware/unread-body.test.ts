import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import app from '#worker/index.ts';
import { createUploadTarget } from '#worker/services/uploads.ts';
import { JSON_BODY_MAX_BYTES } from './json-body.ts';

/** A 200 KB body that says when it was cancelled and how many bytes were pulled from it. */
function watchedBody(bytes = 200 * 1024) {
  const chunk = new Uint8Array(16 * 1024).fill(0x25);
  let pulled = 0;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= bytes) return controller.close();
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, cancelled: () => cancelled, pulled: () => pulled };
}

/** Sends `init` with the watched body straight to the app, in this isolate, so the stream is the Worker's own. */
async function send(url: string, init: RequestInit & { headers: Record<string, string> }) {
  const body = watchedBody();
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(url, { ...init, body: body.stream }), env, ctx);
  await waitOnExecutionContext(ctx);
  await response.arrayBuffer();
  return { status: response.status, cancelled: body.cancelled(), pulled: body.pulled() };
}

const signedUploadUrl = async () =>
  (await createUploadTarget(env, 'http://shop.test', { contentType: 'image/png', purpose: 'gallery' })).uploadURL;

describe('a body the Worker refuses without reading it is cancelled, not left in mid-stream', () => {
  it('a signed upload PUT of a PDF (415)', async () => {
    const result = await send(await signedUploadUrl(), { method: 'PUT', headers: { 'content-type': 'application/pdf' } });
    expect(result).toMatchObject({ status: 415, cancelled: true });
  });

  it('an upload PUT whose signature is not valid (403)', async () => {
    const url = new URL(await signedUploadUrl());
    url.searchParams.set('sig', 'not-the-signature');
    const result = await send(url.href, { method: 'PUT', headers: { 'content-type': 'image/png' } });
    expect(result).toMatchObject({ status: 403, cancelled: true });
  });

  it('a JSON body declared larger than the limit (413)', async () => {
    const result = await send('http://shop.test/api/wholesale/apply', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(2 * 1024 * 1024) },
    });
    expect(result).toMatchObject({ status: 413, cancelled: true });
    expect(result.pulled).toBeLessThanOrEqual(JSON_BODY_MAX_BYTES + 16 * 1024);
  });
});
