/**
 * docs/product.md §8: a 429 holds back every PUT of the upload queue for a while, and being offline holds them
 * back until the browser is online again. Each try awaits `whenOpen()` before it asks for its address and
 * PUTs; PUTs already under way go on. An aborted `signal` opens it for good (the upload is over).
 */
export function createQueuePause(signal: AbortSignal) {
  let resumeAt = 0;
  return {
    pauseFor(ms: number) {
      resumeAt = Math.max(resumeAt, Date.now() + ms);
    },
    async whenOpen(): Promise<void> {
      while (!signal.aborted) {
        if (!navigator.onLine) {
          await waitUntil(
            signal,
            (done) => addEventListener('online', done, { once: true }),
            (done) => removeEventListener('online', done),
          );
          continue;
        }
        const wait = resumeAt - Date.now();
        if (wait <= 0) return;
        await sleep(wait, signal);
      }
    },
  };
}

export type QueuePause = ReturnType<typeof createQueuePause>;

/** Resolves after `ms`, or at once when `signal` aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return waitUntil(
    signal,
    (done) => (timer = setTimeout(done, ms)),
    () => clearTimeout(timer),
  );
}

/** Resolves when `arm`'s callback is called or `signal` aborts, whichever comes first; `disarm` then tidies up. */
function waitUntil(signal: AbortSignal, arm: (done: () => void) => void, disarm: (done: () => void) => void): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      disarm(done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    if (signal.aborted) return resolve();
    signal.addEventListener('abort', done, { once: true });
    arm(done);
  });
}
