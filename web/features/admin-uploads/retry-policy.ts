/**
 * docs/product.md §8 (Upload retries): which failed PUTs are tried again, and when. Uppy's XHR uploader (6.x)
 * retries on fixed waits of 0.3, 0.6 and 1.2 s to the same address and knows nothing of a 429 or of an
 * expired address, so uploadImages turns its retries off and asks this instead.
 */

/** The wait before each further try: at most 4 more. */
export const RETRY_DELAYS_MS: readonly number[] = [0, 1000, 3000, 5000];

/** A 429 holds every PUT back at least this long, even when the file's own next wait is 0. */
export const RATE_LIMIT_PAUSE_MS = 1000;

/** 408, 409, 418, 423, 429 and every 5xx but 501 and 505; status 0 is a dropped connection. */
export function shouldRetryUpload(status: number): boolean {
  if (status === 0) return true;
  if ([408, 409, 418, 423, 429].includes(status)) return true;
  return status >= 500 && status <= 599 && status !== 501 && status !== 505;
}

/**
 * A PUT that failed: its status (0 when the connection dropped), whether its signed address can no longer be
 * used (expired, or already used by a try whose answer was lost: each address stores once), and whether the
 * browser was offline.
 */
export type FailedPut = { status: number; expired: boolean; offline: boolean };

/** The Worker's refusal of an expired address (code upload_url_expired), or S3's and R2's "Request has expired". */
const EXPIRED_ANSWER = /"code"\s*:\s*"upload_url_expired"|Request has expired/;
/** The Worker's refusal of a second PUT to one address (code upload_url_used). */
const USED_ANSWER = /"code"\s*:\s*"upload_url_used"/;

export const failedPut = (xhr: Pick<XMLHttpRequest, 'status' | 'responseText'>, online: boolean): FailedPut => ({
  status: xhr.status,
  expired: (xhr.status === 403 && EXPIRED_ANSWER.test(xhr.responseText)) || (xhr.status === 409 && USED_ANSWER.test(xhr.responseText)),
  offline: xhr.status === 0 && !online,
});

/** A 415: the Worker looked at the file's first bytes and they are not an image it takes. Final, never retried. */
export const isNotAnImage = (failure: FailedPut): boolean => failure.status === 415;

export type Retry = {
  /** How long this file waits before its next try. */
  waitMs: number;
  /** How long no PUT of the whole queue may start (after a 429). */
  pauseQueueMs: number;
  /** Whether the file needs a newly signed address first. */
  signAgain: boolean;
  /** False for a try lost to being offline: the queue waits until the browser is online, and it is not counted. */
  counts: boolean;
};

const AFTER_OFFLINE: Retry = { waitMs: 0, pauseQueueMs: 0, signAgain: false, counts: false };

/** The next try after `failure` when `retriesSoFar` tries were made after the first; null when the upload has failed. */
export function nextRetry(failure: FailedPut, retriesSoFar: number): Retry | null {
  if (failure.offline) return AFTER_OFFLINE;
  const waitMs = RETRY_DELAYS_MS[retriesSoFar];
  if (waitMs === undefined || !(failure.expired || shouldRetryUpload(failure.status))) return null;
  const pauseQueueMs = failure.status === 429 ? Math.max(waitMs, RATE_LIMIT_PAUSE_MS) : 0;
  return { waitMs, pauseQueueMs, signAgain: failure.expired, counts: true };
}
