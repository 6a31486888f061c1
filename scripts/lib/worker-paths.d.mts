export const BUILT_WORKER_CONFIG: string;
export const LOCAL_STATE: string;
export function localMailDir(stateDir: string): string;
