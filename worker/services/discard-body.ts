/**
 * What becomes of a request body the Worker refuses without needing it. Read to its end and thrown away, it
 * leaves the connection usable: workerd closes a connection whose body was left unread (without saying so, so
 * a keep-alive client's next request on it fails), and `wrangler dev`'s proxy ended the whole local server on
 * one (cloudflare/workers-sdk#15447). Reading is bounded: past DISCARD_MAX_BYTES or DISCARD_MAX_MS the rest is
 * cancelled and the connection closed, so a refused body never costs more than that.
 */
import { UPLOAD_CEILING_BYTES } from '#schema/uploads-api.ts';

/** The largest body any route takes (a gallery upload): a client may well send one that large and be refused. */
export const DISCARD_MAX_BYTES = UPLOAD_CEILING_BYTES;
/** How long a refused body may take to arrive before it is cut off. */
export const DISCARD_MAX_MS = 10_000;

const CANCEL_REASON = 'the request was refused';

/** Reads what is left of `reader` and throws it away, within the bounds above (`read`: bytes already taken from it). */
export async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, read = 0): Promise<void> {
  let total = read;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), DISCARD_MAX_MS)));
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), timedOut]);
      if (next === 'timeout') return await reader.cancel(CANCEL_REASON);
      if (next.done) return;
      total += next.value.byteLength;
      if (total > DISCARD_MAX_BYTES) return await reader.cancel(CANCEL_REASON);
    }
  } catch {
    // The client went away: nothing is left to discard.
  } finally {
    if (timer !== null) clearTimeout(timer);
  }
}

/** Discards `request`'s unread body: at once by cancelling it when its declared length is past the bound, else by reading it. */
export async function discardBody(request: Request): Promise<void> {
  const body = request.body;
  if (!body || request.bodyUsed || body.locked) return;
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > DISCARD_MAX_BYTES) return body.cancel(CANCEL_REASON).catch(() => undefined);
  await discardRest(body.getReader() as ReadableStreamDefaultReader<Uint8Array>);
}
