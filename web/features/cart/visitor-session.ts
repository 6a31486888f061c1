const STORAGE_KEY = 'visitorSessionId';
let memoryFallback: string | undefined;

/** docs/design.md §1: a random id made once per browser and sent as x-session-id on every cart call. */
export function visitorSessionId(): string {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored) return stored;
    const created = crypto.randomUUID();
    localStorage.setItem(STORAGE_KEY, created);
    return created;
  } catch {
    // Storage blocked: keep one id for the life of the page.
    memoryFallback ??= crypto.randomUUID();
    return memoryFallback;
  }
}

export const sessionHeaders = (): Record<string, string> => ({ 'x-session-id': visitorSessionId() });
