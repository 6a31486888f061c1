/**
 * What is running right now (workerd, Chromium) and how to stop it, so Ctrl+C or a SIGTERM in the middle
 * of a step still leaves no process behind. Each step tracks what it starts and untracks it once stopped.
 */
const closers = new Set();

/** Registers `close`; returns the function that unregisters it. */
export function track(close) {
  closers.add(close);
  return () => closers.delete(close);
}

/** Stops everything still tracked. */
export async function closeAll() {
  const pending = [...closers];
  closers.clear();
  await Promise.allSettled(pending.map((close) => close()));
}
