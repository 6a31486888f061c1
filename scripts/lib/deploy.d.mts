import type { PreflightTools } from './preflight.mjs';

export type DeployTools = {
  runShown: (command: string, args: string[], env: Record<string, string>) => Promise<number>;
  preflight: () => PreflightTools;
};
export function runDeploy(options: {
  environment: string;
  dryRun: boolean;
  tools: DeployTools;
  print: (line: string) => void;
}): Promise<number>;
