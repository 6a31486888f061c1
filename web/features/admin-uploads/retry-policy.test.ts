import { describe, expect, it } from 'vitest';
import { failedPut, isNotAnImage, nextRetry, RETRY_DELAYS_MS, shouldRetryUpload } from './retry-policy.ts';

const failure = (status: number, extra: { expired?: boolean; offline?: boolean } = {}) => ({
  status,
  expired: false,
  offline: false,
  ...extra,
});

describe('shouldRetryUpload', () => {
  it.each([408, 409, 418, 423, 429, 500, 502, 503, 504, 599, 0])('retries a PUT answered %i (docs/product.md §8)', (status) => {
    expect(shouldRetryUpload(status)).toBe(true);
  });

  it.each([400, 401, 403, 404, 413, 415, 501, 505])('does not retry a PUT answered %i', (status) => {
    expect(shouldRetryUpload(status)).toBe(false);
  });
});

describe('nextRetry', () => {
  it('waits 0, 1, 3 and 5 seconds before the four further tries, then gives up', () => {
    const waits = [0, 1, 2, 3].map((tries) => nextRetry(failure(503), tries)?.waitMs);
    expect(waits).toEqual([0, 1000, 3000, 5000]);
    expect(RETRY_DELAYS_MS).toEqual([0, 1000, 3000, 5000]);
    expect(nextRetry(failure(503), 4)).toBeNull();
  });

  it('gives up at once on an answer not worth another try', () => {
    expect(nextRetry(failure(403), 0)).toBeNull();
    expect(nextRetry(failure(501), 0)).toBeNull();
  });

  it('pauses the whole queue on a 429, for at least a second even when the file itself may go again at once', () => {
    expect(nextRetry(failure(429), 0)).toEqual({ waitMs: 0, pauseQueueMs: 1000, signAgain: false, counts: true });
    expect(nextRetry(failure(429), 3)).toMatchObject({ waitMs: 5000, pauseQueueMs: 5000 });
    expect(nextRetry(failure(503), 0)).toMatchObject({ pauseQueueMs: 0 });
  });

  it('signs an expired address again, and counts that as a try', () => {
    expect(nextRetry(failure(403, { expired: true }), 1)).toEqual({ waitMs: 1000, pauseQueueMs: 0, signAgain: true, counts: true });
    expect(nextRetry(failure(403, { expired: true }), 4)).toBeNull();
  });

  it('waits for the browser to be online again without counting the lost try', () => {
    expect(nextRetry(failure(0, { offline: true }), 4)).toEqual({ waitMs: 0, pauseQueueMs: 0, signAgain: false, counts: false });
  });
});

describe('failedPut', () => {
  const answer = (status: number, responseText = '') => ({ status, responseText });

  it.each([
    ['the Worker', '{"error":"The upload URL has expired; ask for a new one","code":"upload_url_expired"}'],
    ['R2', '<?xml version="1.0"?><Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>'],
  ])("reads %s's 403 for an expired address as expired", (_who, body) => {
    expect(failedPut(answer(403, body), true)).toEqual({ status: 403, expired: true, offline: false });
  });

  it("reads the Worker's 409 for an address already used as one to sign again; any other 409 is not", () => {
    const used = '{"error":"This upload URL was already used; ask for a new one","code":"upload_url_used"}';
    expect(failedPut(answer(409, used), true).expired).toBe(true);
    expect(failedPut(answer(409, '{"code":"out_of_stock"}'), true).expired).toBe(false);
  });

  it('reads a 415 as final: the bytes are not an image', () => {
    expect(isNotAnImage(failedPut(answer(415), true))).toBe(true);
    expect(nextRetry(failedPut(answer(415), true), 0)).toBeNull();
    expect(isNotAnImage(failedPut(answer(400), true))).toBe(false);
  });

  it('reads any other 403 as a refusal', () => {
    expect(failedPut(answer(403, '{"error":"The upload URL signature is not valid","code":"upload_url_invalid"}'), true).expired).toBe(
      false,
    );
  });

  it('tells a connection lost to being offline from one that dropped', () => {
    expect(failedPut(answer(0), false).offline).toBe(true);
    expect(failedPut(answer(0), true).offline).toBe(false);
    expect(failedPut(answer(503), false).offline).toBe(false);
  });
});
