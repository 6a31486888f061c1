export type CommandResult = { code: number; output: string };
export type WranglerConfig = {
  name: string;
  d1_databases?: { binding: string; database_name: string; database_id?: string }[];
  routes?: (string | { pattern: string; custom_domain?: boolean })[];
  vars?: Record<string, unknown>;
};
export type PreflightTools = {
  config: WranglerConfig;
  run: (command: string, args: string[]) => Promise<CommandResult>;
  build: {
    builtConfig: () => { name: string } | null;
    builtAt: () => number;
    newestSource: () => { path: string; time: number };
  };
};

export function envSuffix(environment: string): string;
export const REQUIRED_SECRETS: string[];
export const PROVIDER_SECRETS: { Stripe: string[]; Daraja: string[] };
export function placeholderProblems(config: WranglerConfig, environment: string): string[];
export function secretProblems(tools: PreflightTools, environment: string): Promise<string[]>;
export function migrationProblems(tools: PreflightTools, environment: string): Promise<string[]>;
export function buildProblems(tools: PreflightTools, environment: string): string[];
export function preflightProblems(tools: PreflightTools, environment: string): Promise<string[]>;
