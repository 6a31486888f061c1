export function encodeBase32(bytes: Uint8Array): string;
export function newTotpSecret(): string;
export function otpauthUri(secret: string, username: string): string;
export function staffUsername(environment?: NodeJS.ProcessEnv, devVarsPath?: string): string;
export function qrForTerminal(text: string): string;
