export const E2E_FAILURES_DIR: string;
export function forgetE2eFailures(): void;
export function describeE2eFailures(): string;
