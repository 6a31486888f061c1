export function encodeQr(text: string, options?: { level?: 'L' | 'M'; mask?: number }): boolean[][];
export function qrToTerminal(modules: boolean[][]): string;
