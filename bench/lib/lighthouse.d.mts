/** The part of lighthouse.mjs its test uses. */
export function withOneRetry<T>(attempt: () => Promise<T>, logFailure: (failure: string) => void): Promise<T>;
