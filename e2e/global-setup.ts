import type { TestProject } from 'vitest/node';
import { forgetE2eFailures } from '#scripts/lib/e2e-failures.mjs';
import { findChromium } from './lib/find-chromium.ts';
import { startLocalServer } from './lib/local-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    chromePath: string;
    /** Where the server's send_email binding writes each message. */
    mailDir: string;
  }
}

/** One server (the built Worker in workerd) for the whole e2e run; every test file drives its own Chromium against it. */
export default async function setup(project: TestProject) {
  forgetE2eFailures();
  const chromePath = findChromium();
  const server = await startLocalServer();
  project.provide('baseURL', server.baseURL);
  project.provide('chromePath', chromePath);
  project.provide('mailDir', server.mailDir);
  return server.stop;
}
