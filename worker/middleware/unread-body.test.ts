import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import app from '#worker/index.ts';
import { DISCARD_MAX_BYTES } from '#worker/services/discard-body.ts';
import { createUploadTarget } from '#worker/services/uploads/uploads.ts';

const CHUNK_BYTES = 16 * 1024;
const UPLOAD_BYTES = 16 * CHUNK_BYTES;

/** A body of `bytes` that says how much of it was read, whether to its end, and whether it was cancelled. */
function watchedBody(bytes: number, first: Uint8Array = new Uint8Array(CHUNK_BYTES).fill(0x25)) {
  const chunk = new Uint8Array(CHUNK_BYTES).fill(0x25);
  let pulled = 0;
  let ended = false;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= bytes) {
        ended = true;
        return controller.close();
      }
      controller.enqueue(pulled === 0 ? first : chunk);
      pulled += CHUNK_BYTES;
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, seen: () => ({ pulled, ended, cancelled }) };
}

/** Sends a watched body of `bytes` straight to the app, in this isolate, so the stream is the Worker's own. */
async function send(url: string, init: { method: string; headers: Record<string, string> }, bytes = UPLOAD_BYTES, first?: Uint8Array) {
  const body = watchedBody(bytes, first);
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(url, { ...init, body: body.stream }), env, ctx);
  const seenWhenAnswered = body.seen();
  await waitOnExecutionContext(ctx);
  await response.arrayBuffer();
  return { status: response.status, ...seenWhenAnswered };
}

const signedUploadUrl = async () =>
  (await createUploadTarget(env, 'http://shop.test', { contentType: 'image/png', purpose: 'gallery' })).uploadURL;

/** Read to its end before the answer went out, and not cut off. */
const readWhole = (bytes: number) => ({ pulled: bytes, ended: true, cancelled: false });

describe('a body the Worker refuses without needing it is read to its end before the answer, not left in mid-stream', () => {
  it('a signed upload PUT declared as a PDF (415)', async () => {
    const result = await send(await signedUploadUrl(), { method: 'PUT', headers: { 'content-type': 'application/pdf' } });
    expect(result).toEqual({ status: 415, ...readWhole(UPLOAD_BYTES) });
  });

  it('a signed upload PUT that says PNG but whose bytes are a PDF (415)', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7\n'.padEnd(CHUNK_BYTES, ' '));
    const put = { method: 'PUT', headers: { 'content-type': 'image/png', 'content-length': String(UPLOAD_BYTES) } };
    const result = await send(await signedUploadUrl(), put, UPLOAD_BYTES, pdf);
    expect(result).toEqual({ status: 415, ...readWhole(UPLOAD_BYTES) });
  });

  it('an upload PUT whose signature is not valid (403)', async () => {
    const url = new URL(await signedUploadUrl());
    url.searchParams.set('sig', 'not-the-signature');
    const result = await send(url.href, { method: 'PUT', headers: { 'content-type': 'image/png' } });
    expect(result).toEqual({ status: 403, ...readWhole(UPLOAD_BYTES) });
  });

  it('a 2 MB JSON body, refused by its declared length (413)', async () => {
    const bytes = 2 * 1024 * 1024;
    const headers = { 'content-type': 'application/json', 'content-length': String(bytes) };
    const result = await send('http://shop.test/api/wholesale/apply', { method: 'POST', headers }, bytes);
    expect(result).toEqual({ status: 413, ...readWhole(bytes) });
  });

  it('but a body declared larger than any route takes is cancelled at once, unread', async () => {
    const headers = { 'content-type': 'application/json', 'content-length': String(DISCARD_MAX_BYTES + 1) };
    const result = await send('http://shop.test/api/wholesale/apply', { method: 'POST', headers }, DISCARD_MAX_BYTES + 1);
    expect(result.status).toBe(413);
    expect(result.cancelled).toBe(true);
    expect(result.pulled).toBeLessThanOrEqual(4 * CHUNK_BYTES);
  });
});
