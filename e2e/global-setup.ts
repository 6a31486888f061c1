import type { TestProject } from 'vitest/node';
import { forgetE2eFailures } from '#scripts/lib/e2e-failures.mjs';
import { findChromium } from './lib/find-chromium.ts';
import { startLocalServers, type LocalServer } from './lib/local-server.ts';

/** What a lane's test files reach: its server's address and the folder its send_email binding writes each message to. */
export type Lane = Pick<LocalServer, 'baseURL' | 'mailDir'>;

declare module 'vitest' {
  export interface ProvidedContext {
    lanes: Lane[];
    chromePath: string;
  }
}

/**
 * One server (the built Worker in workerd, its own D1/R2) per test worker: the e2e files run two at a time (most of a
 * browser test is waiting on the page), each worker's files one after another against its own server, so a file sees
 * what the files before it in its lane did, as it would with one server, never a file running beside it.
 */
export default async function setup(project: TestProject) {
  forgetE2eFailures();
  const chromePath = findChromium();
  const servers = await startLocalServers(Math.max(1, project.globalConfig.maxWorkers));
  project.provide(
    'lanes',
    servers.map(({ baseURL, mailDir }) => ({ baseURL, mailDir })),
  );
  project.provide('chromePath', chromePath);
  return () => Promise.all(servers.map((server) => server.stop()));
}
